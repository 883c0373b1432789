-- Hand-written (drizzle-kit generate --custom): the triggers keeping patrol_record_site_days / patrol_record_unit_days
-- (migration 0044) exact, then the abnormal check-ins counted too and the covering day index (docs/patrol.md).
-- Written as two migrations on the patrol branch and joined here at the merge; the second part redefines the first
-- part's functions.
-- Hand-written (drizzle-kit generate --custom): keeps patrol_record_site_days and patrol_record_unit_days (schema/patrol.ts)
-- exact whoever writes patrol_records (the check-in, seeds), in the writer's own transaction. Days are site days on
-- site_clock's offset (the events roll-up's clock, migration 0023); when that offset changes (the server's start with
-- another GB_UTC_OFFSET_MINUTES rewrites site_clock) both tables are recounted. Statement triggers with transition
-- tables: one upsert per site day and per unit day a statement touched. A check-in never changes its unit, site, time or
-- answers, so updates are not counted (as for patrol_record_unit_counts, migration 0041).
CREATE FUNCTION patrol_record_days_offset() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT utc_offset_minutes FROM site_clock WHERE id = 1), 480)
$$;
--> statement-breakpoint
CREATE FUNCTION patrol_record_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  -- A site's day counts as checked once: when its row's records after the upsert equal what this statement added.
  WITH s AS (
    SELECT site_id, event_site_day(checked_at, minutes) AS site_day, company_id, count(*)::int AS records,
           coalesce(sum(unfit_count), 0)::int AS unfit
      FROM added GROUP BY 1, 2, 3
  ), up AS (
    INSERT INTO patrol_record_site_days AS d (site_id, site_day, company_id, records, unfit)
    SELECT site_id, site_day, company_id, records, unfit FROM s
    ON CONFLICT (site_id, site_day) DO UPDATE SET records = d.records + excluded.records, unfit = d.unfit + excluded.unfit
    RETURNING d.site_id, d.site_day, d.records
  )
  INSERT INTO patrol_record_unit_days AS u (company_id, site_day, records, sites, unfit)
  SELECT s.company_id, s.site_day, sum(s.records), count(*) FILTER (WHERE up.records = s.records), sum(s.unfit)
    FROM s JOIN up ON up.site_id = s.site_id AND up.site_day = s.site_day
   GROUP BY 1, 2
  ON CONFLICT (company_id, site_day) DO UPDATE
    SET records = u.records + excluded.records, sites = u.sites + excluded.sites, unfit = u.unfit + excluded.unfit;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION patrol_record_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  -- A site's day stops counting as checked when its last check-in goes.
  WITH s AS (
    SELECT site_id, event_site_day(checked_at, minutes) AS site_day, count(*)::int AS records,
           coalesce(sum(unfit_count), 0)::int AS unfit
      FROM removed GROUP BY 1, 2
  ), up AS (
    UPDATE patrol_record_site_days d SET records = d.records - s.records, unfit = d.unfit - s.unfit
      FROM s WHERE d.site_id = s.site_id AND d.site_day = s.site_day
    RETURNING d.company_id, d.site_day, d.records AS left_records, s.records, s.unfit
  )
  INSERT INTO patrol_record_unit_days AS u (company_id, site_day, records, sites, unfit)
  SELECT company_id, site_day, -sum(records), -count(*) FILTER (WHERE left_records <= 0), -sum(unfit)
    FROM up GROUP BY 1, 2
  ON CONFLICT (company_id, site_day) DO UPDATE
    SET records = u.records + excluded.records, sites = u.sites + excluded.sites, unfit = u.unfit + excluded.unfit;
  DELETE FROM patrol_record_site_days d
   USING (SELECT DISTINCT site_id, event_site_day(checked_at, minutes) AS site_day FROM removed) r
   WHERE d.site_id = r.site_id AND d.site_day = r.site_day AND d.records <= 0;
  DELETE FROM patrol_record_unit_days u
   USING (SELECT DISTINCT company_id, event_site_day(checked_at, minutes) AS site_day FROM removed) r
   WHERE u.company_id = r.company_id AND u.site_day = r.site_day AND u.records <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION patrol_record_days_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE patrol_record_site_days, patrol_record_unit_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts both tables from the check-ins on site_clock's offset; writers wait (SHARE lock) meanwhile.
CREATE FUNCTION patrol_record_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  LOCK TABLE patrol_records IN SHARE MODE;
  TRUNCATE patrol_record_site_days, patrol_record_unit_days;
  INSERT INTO patrol_record_site_days (site_id, site_day, company_id, records, unfit)
    SELECT site_id, event_site_day(checked_at, minutes), company_id, count(*), coalesce(sum(unfit_count), 0)
      FROM patrol_records GROUP BY 1, 2, 3;
  INSERT INTO patrol_record_unit_days (company_id, site_day, records, sites, unfit)
    SELECT company_id, site_day, sum(records), count(*), sum(unfit) FROM patrol_record_site_days GROUP BY 1, 2;
END $$;
--> statement-breakpoint
CREATE FUNCTION patrol_record_days_clock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patrol_record_days_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_records_days_insert AFTER INSERT ON patrol_records REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_record_days_added();
--> statement-breakpoint
CREATE TRIGGER patrol_records_days_delete AFTER DELETE ON patrol_records REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_record_days_removed();
--> statement-breakpoint
CREATE TRIGGER patrol_records_days_truncate AFTER TRUNCATE ON patrol_records
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_record_days_emptied();
--> statement-breakpoint
CREATE TRIGGER site_clock_patrol_days_insert AFTER INSERT ON site_clock
  FOR EACH ROW EXECUTE FUNCTION patrol_record_days_clock_changed();
--> statement-breakpoint
CREATE TRIGGER site_clock_patrol_days_update AFTER UPDATE OF utc_offset_minutes ON site_clock
  FOR EACH ROW WHEN (OLD.utc_offset_minutes IS DISTINCT FROM NEW.utc_offset_minutes)
  EXECUTE FUNCTION patrol_record_days_clock_changed();
--> statement-breakpoint
-- Second part: the day counts above count abnormal check-ins
-- (punch_status 2) too, so a list filtered by them totals from patrol_record_unit_days; the covering index carries the
-- new column; the counts are rebuilt once with it. Same rules as 0044 otherwise.
CREATE OR REPLACE FUNCTION patrol_record_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  -- A site's day counts as checked once: when its row's records after the upsert equal what this statement added.
  WITH s AS (
    SELECT site_id, event_site_day(checked_at, minutes) AS site_day, company_id, count(*)::int AS records,
           coalesce(sum(unfit_count), 0)::int AS unfit, (count(*) FILTER (WHERE punch_status = 2))::int AS abnormal
      FROM added GROUP BY 1, 2, 3
  ), up AS (
    INSERT INTO patrol_record_site_days AS d (site_id, site_day, company_id, records, unfit, abnormal)
    SELECT site_id, site_day, company_id, records, unfit, abnormal FROM s
    ON CONFLICT (site_id, site_day) DO UPDATE
      SET records = d.records + excluded.records, unfit = d.unfit + excluded.unfit,
          abnormal = d.abnormal + excluded.abnormal
    RETURNING d.site_id, d.site_day, d.records
  )
  INSERT INTO patrol_record_unit_days AS u (company_id, site_day, records, sites, unfit, abnormal)
  SELECT s.company_id, s.site_day, sum(s.records), count(*) FILTER (WHERE up.records = s.records), sum(s.unfit),
         sum(s.abnormal)
    FROM s JOIN up ON up.site_id = s.site_id AND up.site_day = s.site_day
   GROUP BY 1, 2
  ON CONFLICT (company_id, site_day) DO UPDATE
    SET records = u.records + excluded.records, sites = u.sites + excluded.sites, unfit = u.unfit + excluded.unfit,
        abnormal = u.abnormal + excluded.abnormal;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patrol_record_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  -- A site's day stops counting as checked when its last check-in goes.
  WITH s AS (
    SELECT site_id, event_site_day(checked_at, minutes) AS site_day, count(*)::int AS records,
           coalesce(sum(unfit_count), 0)::int AS unfit, (count(*) FILTER (WHERE punch_status = 2))::int AS abnormal
      FROM removed GROUP BY 1, 2
  ), up AS (
    UPDATE patrol_record_site_days d
       SET records = d.records - s.records, unfit = d.unfit - s.unfit, abnormal = d.abnormal - s.abnormal
      FROM s WHERE d.site_id = s.site_id AND d.site_day = s.site_day
    RETURNING d.company_id, d.site_day, d.records AS left_records, s.records, s.unfit, s.abnormal
  )
  INSERT INTO patrol_record_unit_days AS u (company_id, site_day, records, sites, unfit, abnormal)
  SELECT company_id, site_day, -sum(records), -count(*) FILTER (WHERE left_records <= 0), -sum(unfit), -sum(abnormal)
    FROM up GROUP BY 1, 2
  ON CONFLICT (company_id, site_day) DO UPDATE
    SET records = u.records + excluded.records, sites = u.sites + excluded.sites, unfit = u.unfit + excluded.unfit,
        abnormal = u.abnormal + excluded.abnormal;
  DELETE FROM patrol_record_site_days d
   USING (SELECT DISTINCT site_id, event_site_day(checked_at, minutes) AS site_day FROM removed) r
   WHERE d.site_id = r.site_id AND d.site_day = r.site_day AND d.records <= 0;
  DELETE FROM patrol_record_unit_days u
   USING (SELECT DISTINCT company_id, event_site_day(checked_at, minutes) AS site_day FROM removed) r
   WHERE u.company_id = r.company_id AND u.site_day = r.site_day AND u.records <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patrol_record_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := patrol_record_days_offset();
BEGIN
  LOCK TABLE patrol_records IN SHARE MODE;
  TRUNCATE patrol_record_site_days, patrol_record_unit_days;
  INSERT INTO patrol_record_site_days (site_id, site_day, company_id, records, unfit, abnormal)
    SELECT site_id, event_site_day(checked_at, minutes), company_id, count(*), coalesce(sum(unfit_count), 0),
           count(*) FILTER (WHERE punch_status = 2)
      FROM patrol_records GROUP BY 1, 2, 3;
  INSERT INTO patrol_record_unit_days (company_id, site_day, records, sites, unfit, abnormal)
    SELECT company_id, site_day, sum(records), count(*), sum(unfit), sum(abnormal)
      FROM patrol_record_site_days GROUP BY 1, 2;
END $$;
--> statement-breakpoint
CREATE INDEX "patrol_record_unit_days_day_cover_idx" ON "patrol_record_unit_days" USING btree ("site_day", "company_id") INCLUDE ("records", "sites", "unfit", "abnormal");
--> statement-breakpoint
SELECT patrol_record_days_rebuild();
--> statement-breakpoint
ANALYZE patrol_record_unit_days;
