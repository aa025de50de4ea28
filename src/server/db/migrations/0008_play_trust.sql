-- Proof of play you can trust (docs/CLASS-RUNS.md): a screen plays each clip of a class once, so a
-- second report of the same clip (same run, screen and position) is dropped, the earliest kept.
DELETE FROM "class_run_plays" AS "later" USING "class_run_plays" AS "earlier"
WHERE "later"."run_id" = "earlier"."run_id" AND "later"."screen_id" = "earlier"."screen_id" AND "later"."position" = "earlier"."position"
  AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");--> statement-breakpoint
DROP INDEX "class_run_plays_run_idx";--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "reporting_screens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_runs" ADD COLUMN "replaced_clips" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each run's screens that reported and replaced clips, kept from now on with every stored play.
UPDATE "class_runs" SET
  "reporting_screens" = "counts"."screens",
  "replaced_clips" = "counts"."replaced"
FROM (
  SELECT "run_id", count(DISTINCT "screen_id")::int AS "screens", (count(*) FILTER (WHERE "replaced"))::int AS "replaced"
  FROM "class_run_plays" GROUP BY "run_id"
) AS "counts"
WHERE "counts"."run_id" = "class_runs"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "class_run_plays_run_screen_position_unique" ON "class_run_plays" USING btree ("run_id","screen_id","position");--> statement-breakpoint
CREATE INDEX "class_runs_updated_idx" ON "class_runs" USING btree ("updated_at");
