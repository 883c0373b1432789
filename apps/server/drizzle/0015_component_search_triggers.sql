-- Hand-written (drizzle-kit generate --custom): keeps component_search in step with components (see the table's comment
-- in schema/devices.ts). Inserts and deletes are statement triggers with transition tables: one statement per import
-- batch or per gateway's new components. Updates are a row trigger whose WHEN lets only a real change of name, code,
-- location or unit through: the alarm writer sets name on every row it touches (usually to the same value), and a row
-- trigger filtered by WHEN queues nothing for those rows, where a statement trigger would copy every updated row into
-- a transition table on each alarm batch.
CREATE FUNCTION component_search_text(name text, code text, location text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || chr(10) || coalesce(code, '') || chr(10) || coalesce(location, ''))
$$;
--> statement-breakpoint
CREATE FUNCTION component_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO component_search (id, company_id, search_text) SELECT id, company_id, component_search_text(name, code, location) FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION component_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM component_search s USING removed r WHERE s.id = r.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION component_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_search SET company_id = NEW.company_id, search_text = component_search_text(NEW.name, NEW.code, NEW.location) WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER component_search_insert AFTER INSERT ON components REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION component_search_added();
--> statement-breakpoint
CREATE TRIGGER component_search_delete AFTER DELETE ON components REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION component_search_removed();
--> statement-breakpoint
CREATE TRIGGER component_search_update AFTER UPDATE OF company_id, name, code, location ON components FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.code IS DISTINCT FROM NEW.code OR OLD.location IS DISTINCT FROM NEW.location OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION component_search_changed();
--> statement-breakpoint
INSERT INTO component_search (id, company_id, search_text) SELECT id, company_id, component_search_text(name, code, location) FROM components;
--> statement-breakpoint
ANALYZE component_search;
