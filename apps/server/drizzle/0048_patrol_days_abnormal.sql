ALTER TABLE "patrol_record_site_days" ADD COLUMN "abnormal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patrol_record_unit_days" ADD COLUMN "abnormal" integer DEFAULT 0 NOT NULL;