CREATE TABLE "screen_message_locations" (
	"message_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "screen_message_locations_message_id_location_id_pk" PRIMARY KEY("message_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "screen_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" varchar(280) NOT NULL,
	"level" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"audience" text NOT NULL,
	"region_id" uuid,
	"sent_by_id" uuid,
	"sent_by_name" text NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by_name" text,
	"stopped_classes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_messages_level_check" CHECK ("screen_messages"."level" in ('notice', 'emergency')),
	CONSTRAINT "screen_messages_audience_check" CHECK ("screen_messages"."audience" in ('locations', 'region', 'chain'))
);
--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "screen_message_locations" ADD CONSTRAINT "screen_message_locations_message_id_screen_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."screen_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_message_locations" ADD CONSTRAINT "screen_message_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_messages" ADD CONSTRAINT "screen_messages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_messages" ADD CONSTRAINT "screen_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_message_locations_location_idx" ON "screen_message_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "screen_messages_ends_idx" ON "screen_messages" USING btree ("ends_at");