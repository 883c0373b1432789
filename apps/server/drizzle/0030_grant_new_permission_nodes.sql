-- Permission nodes a later release added reach the roles of a database seeded or edited before it (docs/architecture.md
-- "Permission catalogue"). A node goes to every role whose preset includes it (a built-in role is its own preset, an
-- organisation's role names its preset in preset_code) and that already holds the node's parent, so an area an
-- administrator took away from a role stays away. Roles that hold the node already are left as they are.
--   alarmdeal-unregistered 未注册设备 (issue 4): before this, only the administrator saw it on an older database.
--   systemmanage-role 角色管理 (issue 18).
--   systemmanage-basic-edit 编辑基础信息 (issue 18): changing the organisation's own archive.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_operator', 'alarmdeal-unregistered', 'alarmdeal'),
    ('center_admin', 'alarmdeal-unregistered', 'alarmdeal'),
    ('center_admin', 'systemmanage-role', 'systemmanage'),
    ('cared_manager', 'systemmanage-role', 'systemmanage'),
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
