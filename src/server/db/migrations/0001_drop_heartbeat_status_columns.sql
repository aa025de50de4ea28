ALTER TABLE "screens" DROP COLUMN "status_label";--> statement-breakpoint
ALTER TABLE "screens" DROP COLUMN "is_connected";