ALTER TABLE "class_run_plays" ADD COLUMN "sync_samples" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "sync_median_ms" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "sync_p95_ms" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "sync_max_ms" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "sync_seeks" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "sync_rate_changes" integer;--> statement-breakpoint
ALTER TABLE "class_run_plays" ADD COLUMN "clock_error_ms" integer;--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "sync_screens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "sync_p95_ms" integer;--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "sync_max_ms" integer;