-- Hand-written (drizzle-kit generate --custom): keeps the events roll-up (schema/stats.ts, docs/statistics.md "The
-- roll-up") exact whatever writes events: the ingest writer's batches, handling one by one or in a batch, the timeout
-- job, deletes. Inserts and deletes are statement triggers with transition tables: one delta row per key a statement
-- touched. Updates are a row trigger whose column list and WHEN let only a change of a counted column through: the
-- writer's restores (restore_time) and the escalation job (escalation_level) update events all the time, and a
-- statement trigger would copy every row they touch into transition tables (a column list is not allowed with them).
CREATE FUNCTION event_site_day(received timestamptz, offset_minutes integer) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((received AT TIME ZONE 'UTC') + make_interval(mins => offset_minutes))::date
$$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_offset() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT utc_offset_minutes FROM site_clock WHERE id = 1
$$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := event_roll_up_offset();
BEGIN
  INSERT INTO event_day_deltas (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded, events)
    SELECT event_site_day(receive_time, minutes), company_id, status_category, alarm_type, coalesce(system_type, 0), enum_confirm_type,
      coalesce(process_way, 0), coalesce(confirm_reason_id, 0), is_shielded, count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := event_roll_up_offset();
BEGIN
  INSERT INTO event_day_deltas (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded, events)
    SELECT event_site_day(receive_time, minutes), company_id, status_category, alarm_type, coalesce(system_type, 0), enum_confirm_type,
      coalesce(process_way, 0), coalesce(confirm_reason_id, 0), is_shielded, -count(*)
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := event_roll_up_offset();
BEGIN
  INSERT INTO event_day_deltas (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded, events)
  VALUES
    (event_site_day(OLD.receive_time, minutes), OLD.company_id, OLD.status_category, OLD.alarm_type, coalesce(OLD.system_type, 0),
      OLD.enum_confirm_type, coalesce(OLD.process_way, 0), coalesce(OLD.confirm_reason_id, 0), OLD.is_shielded, -1),
    (event_site_day(NEW.receive_time, minutes), NEW.company_id, NEW.status_category, NEW.alarm_type, coalesce(NEW.system_type, 0),
      NEW.enum_confirm_type, coalesce(NEW.process_way, 0), coalesce(NEW.confirm_reason_id, 0), NEW.is_shielded, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE event_day_deltas, event_day_counts, event_unit_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts the roll-up from the events on the site's clock at `offset_minutes` (the backfill below, and the server's
-- start when GB_UTC_OFFSET_MINUTES changed): writers wait (SHARE lock) so nothing is counted twice or missed.
CREATE FUNCTION event_roll_up_rebuild(offset_minutes integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE events IN SHARE MODE;
  INSERT INTO site_clock (id, utc_offset_minutes) VALUES (1, offset_minutes)
    ON CONFLICT (id) DO UPDATE SET utc_offset_minutes = excluded.utc_offset_minutes;
  TRUNCATE event_day_deltas, event_day_counts, event_unit_counts;
  INSERT INTO event_day_counts (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded, events)
    SELECT event_site_day(receive_time, offset_minutes), company_id, status_category, alarm_type, coalesce(system_type, 0), enum_confirm_type,
      coalesce(process_way, 0), coalesce(confirm_reason_id, 0), is_shielded, count(*)
    FROM events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO event_unit_counts (company_id, status_category, enum_confirm_type, is_shielded, events)
    SELECT company_id, status_category, enum_confirm_type, is_shielded, count(*) FROM events GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_rolled_up_insert AFTER INSERT ON events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION event_roll_up_added();
--> statement-breakpoint
CREATE TRIGGER events_rolled_up_delete AFTER DELETE ON events REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION event_roll_up_removed();
--> statement-breakpoint
CREATE TRIGGER events_rolled_up_update
  AFTER UPDATE OF receive_time, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded
  ON events FOR EACH ROW
  WHEN (OLD.receive_time IS DISTINCT FROM NEW.receive_time OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.status_category IS DISTINCT FROM NEW.status_category OR OLD.alarm_type IS DISTINCT FROM NEW.alarm_type
    OR OLD.system_type IS DISTINCT FROM NEW.system_type OR OLD.enum_confirm_type IS DISTINCT FROM NEW.enum_confirm_type
    OR OLD.process_way IS DISTINCT FROM NEW.process_way OR OLD.confirm_reason_id IS DISTINCT FROM NEW.confirm_reason_id
    OR OLD.is_shielded IS DISTINCT FROM NEW.is_shielded)
  EXECUTE FUNCTION event_roll_up_changed();
--> statement-breakpoint
CREATE TRIGGER events_rolled_up_truncate AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION event_roll_up_emptied();
--> statement-breakpoint
-- The events stored before this migration, on the default site clock (UTC+8); a server started with another
-- GB_UTC_OFFSET_MINUTES recounts them at start.
SELECT event_roll_up_rebuild(480);
