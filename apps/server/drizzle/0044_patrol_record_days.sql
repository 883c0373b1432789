CREATE TABLE "patrol_record_site_days" (
	"site_id" integer NOT NULL,
	"site_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"unfit" integer DEFAULT 0 NOT NULL,
	"abnormal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "patrol_record_site_days_site_id_site_day_pk" PRIMARY KEY("site_id","site_day")
);
--> statement-breakpoint
CREATE TABLE "patrol_record_unit_days" (
	"company_id" integer NOT NULL,
	"site_day" date NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"sites" integer DEFAULT 0 NOT NULL,
	"unfit" integer DEFAULT 0 NOT NULL,
	"abnormal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "patrol_record_unit_days_company_id_site_day_pk" PRIMARY KEY("company_id","site_day")
);
--> statement-breakpoint
ALTER TABLE "hazards" ADD COLUMN "alarm_type" text;--> statement-breakpoint
CREATE INDEX "patrol_records_abnormal_time_idx" ON "patrol_records" USING btree ("checked_at","id") WHERE "patrol_records"."punch_status" = 2;