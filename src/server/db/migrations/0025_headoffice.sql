CREATE TABLE "region_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" varchar(85) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "region_holidays" ADD CONSTRAINT "region_holidays_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "region_holidays_region_date_unique" ON "region_holidays" USING btree ("region_id","date");--> statement-breakpoint
CREATE INDEX "region_holidays_date_idx" ON "region_holidays" USING btree ("date");