CREATE TABLE "class_run_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"screen_id" uuid NOT NULL,
	"screen_name" varchar(85) NOT NULL,
	"round" integer NOT NULL,
	"report_id" text NOT NULL,
	"position" integer NOT NULL,
	"clip_kind" text NOT NULL,
	"step" integer,
	"clip_name" varchar(85) DEFAULT '' NOT NULL,
	"workout_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"source" text NOT NULL,
	"replaced" boolean DEFAULT false NOT NULL,
	"replace_reason" text,
	"stalls" integer DEFAULT 0 NOT NULL,
	"stall_ms" integer DEFAULT 0 NOT NULL,
	"gap_before_ms" integer,
	"clock_offset_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" uuid,
	"started_by_name" text,
	"format" text,
	"stopped_at" timestamp with time zone,
	"stopped_by" uuid,
	"stopped_by_name" text,
	"last_play_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_runs_kind_check" CHECK ("class_runs"."kind" in ('manual', 'automatic'))
);
--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD CONSTRAINT "class_run_plays_run_id_class_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."class_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_runs" ADD CONSTRAINT "class_runs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_runs" ADD CONSTRAINT "class_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_runs" ADD CONSTRAINT "class_runs_stopped_by_users_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_run_plays_screen_report_unique" ON "class_run_plays" USING btree ("screen_id","report_id");--> statement-breakpoint
CREATE INDEX "class_run_plays_run_idx" ON "class_run_plays" USING btree ("run_id","screen_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "class_runs_location_anchor_unique" ON "class_runs" USING btree ("location_id","anchor_at");--> statement-breakpoint
CREATE INDEX "class_runs_location_started_idx" ON "class_runs" USING btree ("location_id","started_at");