CREATE TABLE "class_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"class_time" varchar(5) NOT NULL,
	"class_name" varchar(85) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_exceptions_kind_check" CHECK ("class_exceptions"."kind" in ('extra', 'cancelled')),
	CONSTRAINT "class_exceptions_class_time_check" CHECK ("class_exceptions"."class_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" varchar(85) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" varchar(85) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_closures_range_check" CHECK ("location_closures"."ends_on" >= "location_closures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "class_exceptions" ADD CONSTRAINT "class_exceptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_closures" ADD CONSTRAINT "location_closures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_exceptions_location_date_kind_time_unique" ON "class_exceptions" USING btree ("location_id","date","kind","class_time");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_unique" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "location_closures_location_ends_idx" ON "location_closures" USING btree ("location_id","ends_on");