-- Hand-written (drizzle-kit generate --custom): the roll-up's two coarser tables (schema/stats.ts, docs/statistics.md
-- "The roll-up"): event_org_day_counts (per organisation that watches units, 0 = every unit) and
-- event_unit_month_counts (per unit and month). Both count folded events only, shielded ones left out; the fold
-- (foldEventDeltas) fills them with event_day_counts, and readers add the pending deltas as before.
-- A binding made or ended moves the unit's folded days into or out of the organisation's rows (trigger below). The
-- fold and this trigger take the same transaction lock (7002, 0), so a binding and a fold never miss each other's rows.

-- Adds `sign` times a unit's folded days (shielded left out) to an organisation's rows; drops the rows that reach 0.
CREATE FUNCTION event_roll_up_bind(viewer integer, unit integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_org_day_counts AS o (org_id, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, events)
    SELECT viewer, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, sign * events
    FROM event_day_counts WHERE company_id = unit AND NOT is_shielded
    ON CONFLICT ON CONSTRAINT event_org_day_counts_pk DO UPDATE SET events = o.events + excluded.events;
  DELETE FROM event_org_day_counts WHERE org_id = viewer AND events = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION event_roll_up_binding_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7002, 0);
  IF TG_OP <> 'INSERT' AND OLD.status = 1 THEN
    PERFORM event_roll_up_bind(OLD.org_id, OLD.cared_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 1 THEN
    PERFORM event_roll_up_bind(NEW.org_id, NEW.cared_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER org_bindings_rolled_up_insert AFTER INSERT ON org_bindings FOR EACH ROW
  WHEN (NEW.status = 1) EXECUTE FUNCTION event_roll_up_binding_changed();
--> statement-breakpoint
CREATE TRIGGER org_bindings_rolled_up_delete AFTER DELETE ON org_bindings FOR EACH ROW
  WHEN (OLD.status = 1) EXECUTE FUNCTION event_roll_up_binding_changed();
--> statement-breakpoint
CREATE TRIGGER org_bindings_rolled_up_update AFTER UPDATE OF org_id, cared_id, status ON org_bindings FOR EACH ROW
  WHEN ((OLD.status = 1 OR NEW.status = 1) AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.org_id <> NEW.org_id
    OR OLD.cared_id <> NEW.cared_id))
  EXECUTE FUNCTION event_roll_up_binding_changed();
--> statement-breakpoint
-- The coarser tables from the folded days (pending deltas are folded into all tables later).
CREATE FUNCTION event_roll_up_fill_coarse() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_org_day_counts (org_id, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, events)
    SELECT viewer, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, sum(events)
    FROM (
      SELECT b.org_id AS viewer, d.site_day, d.status_category, d.alarm_type, d.system_type, d.enum_confirm_type, d.process_way, d.confirm_reason_id, d.events
      FROM event_day_counts d JOIN org_bindings b ON b.cared_id = d.company_id AND b.status = 1 WHERE NOT d.is_shielded
      UNION ALL
      SELECT 0, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, events
      FROM event_day_counts WHERE NOT is_shielded) v
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(events) <> 0;
  INSERT INTO event_unit_month_counts (company_id, site_month, status_category, events, unprocessed)
    SELECT company_id, date_trunc('month', site_day::timestamp)::date, status_category, sum(events),
      sum(CASE WHEN enum_confirm_type = 0 THEN events ELSE 0 END)
    FROM event_day_counts WHERE NOT is_shielded
    GROUP BY 1, 2, 3
    HAVING sum(events) <> 0 OR sum(CASE WHEN enum_confirm_type = 0 THEN events ELSE 0 END) <> 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_roll_up_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE event_day_deltas, event_day_counts, event_unit_counts, event_org_day_counts, event_unit_month_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_roll_up_rebuild(offset_minutes integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE events IN SHARE MODE;
  PERFORM pg_advisory_xact_lock(7002, 0);
  INSERT INTO site_clock (id, utc_offset_minutes) VALUES (1, offset_minutes)
    ON CONFLICT (id) DO UPDATE SET utc_offset_minutes = excluded.utc_offset_minutes;
  TRUNCATE event_day_deltas, event_day_counts, event_unit_counts, event_org_day_counts, event_unit_month_counts;
  INSERT INTO event_day_counts (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, is_shielded, events)
    SELECT event_site_day(receive_time, offset_minutes), company_id, status_category, alarm_type, coalesce(system_type, 0), enum_confirm_type,
      coalesce(process_way, 0), coalesce(confirm_reason_id, 0), is_shielded, count(*)
    FROM events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO event_unit_counts (company_id, status_category, enum_confirm_type, is_shielded, events)
    SELECT company_id, status_category, enum_confirm_type, is_shielded, count(*) FROM events GROUP BY 1, 2, 3, 4;
  PERFORM event_roll_up_fill_coarse();
END $$;
--> statement-breakpoint
SELECT event_roll_up_fill_coarse();
