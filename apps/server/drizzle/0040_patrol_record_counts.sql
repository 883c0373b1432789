CREATE TABLE "patrol_record_unit_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "patrol_records_time_idx" ON "patrol_records" USING btree ("checked_at","id");