DROP INDEX "patrol_record_unit_days_day_idx";--> statement-breakpoint
-- Hand-written after the generated line: the day index covering what check_data_by_date sums, so a centre's month
-- (~15 000 unit days) is read from the index alone instead of one heap page per unit day (docs/performance.md "Patrol").
CREATE INDEX "patrol_record_unit_days_day_cover_idx" ON "patrol_record_unit_days" USING btree ("site_day", "company_id") INCLUDE ("records", "sites", "unfit");
--> statement-breakpoint
ANALYZE patrol_record_unit_days;
