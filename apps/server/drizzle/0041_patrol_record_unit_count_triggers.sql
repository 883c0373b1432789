-- Hand-written (drizzle-kit generate --custom): keeps patrol_record_unit_counts in step with patrol_records, whoever
-- writes them (the check-in, seeds). Statement triggers with transition tables: one upsert per unit a statement touched.
-- A check-in never changes its unit, so updates are not counted.
CREATE FUNCTION patrol_record_unit_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO patrol_record_unit_counts (company_id, records) SELECT company_id, count(*) FROM added GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET records = patrol_record_unit_counts.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION patrol_record_unit_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO patrol_record_unit_counts (company_id, records) SELECT company_id, -count(*) FROM removed GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET records = patrol_record_unit_counts.records + excluded.records;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_records_counted_insert AFTER INSERT ON patrol_records REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patrol_record_unit_counts_added();
--> statement-breakpoint
CREATE TRIGGER patrol_records_counted_delete AFTER DELETE ON patrol_records REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION patrol_record_unit_counts_removed();
--> statement-breakpoint
INSERT INTO patrol_record_unit_counts (company_id, records) SELECT company_id, count(*) FROM patrol_records GROUP BY company_id;
