-- The organisation-settings tabs (issue 18) existed in the catalogue before upgrades were tracked, but no preset
-- granted them until they were built: a database seeded earlier shows them to nobody but the administrator. They reach
-- the roles whose preset includes them now, exactly as 0030 does (same rule: the parent held, nothing taken back):
--   systemmanage-internet 联网单位, systemmanage-basic 基础信息, systemmanage-belongs 所属中心,
--   systemmanage-eventForward 事件转发;
-- then systemmanage-basic-edit (0030's node) for the roles that only now hold its parent systemmanage-basic.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_operator', 'systemmanage-internet', 'systemmanage'),
    ('center_admin', 'systemmanage-internet', 'systemmanage'),
    ('center_operator', 'systemmanage-basic', 'systemmanage'),
    ('cared_manager', 'systemmanage-basic', 'systemmanage'),
    ('center_admin', 'systemmanage-basic', 'systemmanage'),
    ('cared_manager', 'systemmanage-belongs', 'systemmanage'),
    ('center_admin', 'systemmanage-belongs', 'systemmanage'),
    ('cared_manager', 'systemmanage-eventForward', 'systemmanage'),
    ('center_admin', 'systemmanage-eventForward', 'systemmanage')
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
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_admin', 'systemmanage-basic-edit', 'systemmanage-basic'),
    ('cared_manager', 'systemmanage-basic-edit', 'systemmanage-basic')
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
