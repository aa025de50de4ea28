ALTER TABLE "class_runs" DROP CONSTRAINT "class_runs_started_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "class_runs" DROP CONSTRAINT "class_runs_stopped_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "class_runs" DROP COLUMN "started_by";--> statement-breakpoint
ALTER TABLE "class_runs" DROP COLUMN "stopped_by";--> statement-breakpoint
ALTER TABLE "screen_links" DROP COLUMN "screen_token";