-- The hazard area's buttons (issue 19, docs/hazards.md) reach the roles of a database seeded or edited before it, by the
-- rule of 0030_grant_new_permission_nodes (docs/architecture.md "Permission catalogue"): a node goes to every role whose
-- preset includes it and that already holds its parent (隐患, danger), so an area an administrator took away stays away.
--   danger-new 上报隐患: report a hazard by hand, change or delete it while it waits for confirmation.
--   danger-handle 审核隐患: confirm or reject, designate, review and close (the unit's own people only).
--   danger-dispose 整改隐患: dispose of a hazard designated to one's company or to oneself.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('cared_manager', 'danger-new', 'danger'),
    ('cared_manager', 'danger-handle', 'danger'),
    ('cared_manager', 'danger-dispose', 'danger'),
    ('maint_engineer', 'danger-dispose', 'danger')
),
"additions" AS (
  SELECT r."id", array_agg(DISTINCT g."node" ORDER BY g."node") AS "nodes"
  FROM "roles" r
  JOIN "grants" g ON g."preset" = r."code" OR g."preset" = r."preset_code"
  WHERE g."parent" = ANY (r."permission_ids") AND NOT (g."node" = ANY (r."permission_ids"))
  GROUP BY r."id"
)
UPDATE "roles" r
SET "permission_ids" = r."permission_ids" || a."nodes", "updated_at" = now()
FROM "additions" a
WHERE a."id" = r."id";
--> statement-breakpoint
-- The unit's manager preset now holds the whole area, the review list (隐患审核, a node of the first release) included:
-- it is where the unit's hazards wait for confirmation, review and closing. Granted like the buttons above.
UPDATE "roles"
SET "permission_ids" = "permission_ids" || ARRAY['danger-examine'], "updated_at" = now()
WHERE ("code" = 'cared_manager' OR "preset_code" = 'cared_manager')
  AND 'danger' = ANY ("permission_ids")
  AND NOT ('danger-examine' = ANY ("permission_ids"));
