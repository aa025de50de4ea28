CREATE TABLE "clip_facts" (
	"url" varchar(200) PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"http_status" integer,
	"content_type" text,
	"size" bigint,
	"sha256" text,
	"duration_ms" integer,
	"video_codec" text,
	"audio_codec" text,
	"width" integer,
	"height" integer,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "download_window_start" varchar(5);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "download_window_end" varchar(5);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "download_cap_mbps" integer;--> statement-breakpoint
CREATE INDEX "clip_facts_checked_at_idx" ON "clip_facts" USING btree ("checked_at");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_download_window_check" CHECK (("locations"."download_window_start" is null and "locations"."download_window_end" is null) or ("locations"."download_window_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "locations"."download_window_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_download_cap_check" CHECK ("locations"."download_cap_mbps" is null or "locations"."download_cap_mbps" > 0);