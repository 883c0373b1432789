-- The maintenance area's "repair report" header tab (spec 002 §2's eighth tab, issue 20; docs/maintenance.md "Repair
-- tasks") reaches the roles of a database seeded or edited before it, by the rule of 0030_grant_new_permission_nodes
-- (docs/architecture.md "Permission catalogue"): a node goes to every role whose preset includes it and that already
-- holds its parent (维保, vyborg), so an area an administrator took away stays away.
--   vyborg-repair-report 维修报告: the repair page's reports view (/vyborg/repair/report?view=reports).
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('cared_manager', 'vyborg-repair-report', 'vyborg'),
    ('maint_engineer', 'vyborg-repair-report', 'vyborg')
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
