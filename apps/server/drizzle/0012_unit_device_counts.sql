-- Hand-written (drizzle-kit generate --custom): keeps unit_device_counts in step with devices and components.
-- Statement triggers with transition tables insert one delta row per unit and class a statement touched; inserts only,
-- so no counter row is locked for the length of a transaction. Updates are counted only when the unit or class changes.
CREATE FUNCTION unit_device_counts_devices_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) SELECT company_id, device_class, count(*) FROM added GROUP BY company_id, device_class;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unit_device_counts_devices_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) SELECT company_id, device_class, -count(*) FROM removed GROUP BY company_id, device_class;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unit_device_counts_devices_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) VALUES (OLD.company_id, OLD.device_class, -1), (NEW.company_id, NEW.device_class, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unit_device_counts_components_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) SELECT company_id, 'component', count(*) FROM added GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unit_device_counts_components_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) SELECT company_id, 'component', -count(*) FROM removed GROUP BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unit_device_counts_components_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_device_counts (company_id, device_class, delta) VALUES (OLD.company_id, 'component', -1), (NEW.company_id, 'component', 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_counted_insert AFTER INSERT ON devices REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION unit_device_counts_devices_added();
--> statement-breakpoint
CREATE TRIGGER devices_counted_delete AFTER DELETE ON devices REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION unit_device_counts_devices_removed();
--> statement-breakpoint
CREATE TRIGGER devices_counted_update AFTER UPDATE OF company_id, device_class ON devices FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.device_class IS DISTINCT FROM NEW.device_class) EXECUTE FUNCTION unit_device_counts_devices_moved();
--> statement-breakpoint
CREATE TRIGGER components_counted_insert AFTER INSERT ON components REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION unit_device_counts_components_added();
--> statement-breakpoint
CREATE TRIGGER components_counted_delete AFTER DELETE ON components REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION unit_device_counts_components_removed();
--> statement-breakpoint
CREATE TRIGGER components_counted_update AFTER UPDATE OF company_id ON components FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION unit_device_counts_components_moved();
--> statement-breakpoint
INSERT INTO unit_device_counts (company_id, device_class, delta)
  SELECT company_id, device_class, count(*) FROM devices GROUP BY company_id, device_class
  UNION ALL SELECT company_id, 'component', count(*) FROM components GROUP BY company_id;
