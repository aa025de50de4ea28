CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(85) NOT NULL,
	"original_name" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"ext" varchar(8) NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"container" text NOT NULL,
	"video_codec" text NOT NULL,
	"audio_codec" text,
	"duration_ms" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"frame_rate" real,
	"bit_rate" bigint,
	"lr_sha256" varchar(64),
	"lr_size" bigint,
	"poster_sha256" varchar(64),
	"job_state" text DEFAULT 'pending' NOT NULL,
	"job_progress" integer DEFAULT 0 NOT NULL,
	"job_attempts" integer DEFAULT 0 NOT NULL,
	"job_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_lease_until" timestamp with time zone,
	"job_error" text,
	"replaces_id" uuid,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_job_state_check" CHECK ("media_files"."job_state" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_sha256_unique" ON "media_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_files_job_idx" ON "media_files" USING btree ("job_state","job_due_at");--> statement-breakpoint
CREATE INDEX "media_files_name_idx" ON "media_files" USING btree ("name");