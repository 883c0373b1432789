-- Writes on a unit's page got nodes of their own (issue 28, docs/roles.md). Before, the device routes asked only for
-- the device tab, the account, maintenance and director routes accepted the unit page's 账号信息 / 维保 / 消防安全负责人
-- tabs, and every reader of a unit holds those: the fire authority's read-only preset (and the third-party entry
-- account built on it) created, renamed and deleted devices and asked for maintenance tasks. By the rule of
-- 0030_grant_new_permission_nodes a node goes to every role whose preset includes it and that already holds its parent
-- (联网单位, networkcompany); the authority's preset leaves all six out, so its roles lose those writes.
--   networkcompany-device-info-new 新增设备, -edit 编辑设备, -del 删除设备; networkcompany-user-edit 维护单位账号;
--   networkcompany-maint-edit 维护维保合同; networkcompany-adim-task 申请维保任务.
-- The rows (preset, node, parent) follow apps/server/src/modules/roles/presets.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_operator', 'networkcompany-device-info-new', 'networkcompany'),
    ('cared_manager', 'networkcompany-device-info-new', 'networkcompany'),
    ('maint_engineer', 'networkcompany-device-info-new', 'networkcompany'),
    ('center_admin', 'networkcompany-device-info-new', 'networkcompany'),
    ('center_operator', 'networkcompany-device-info-edit', 'networkcompany'),
    ('cared_manager', 'networkcompany-device-info-edit', 'networkcompany'),
    ('maint_engineer', 'networkcompany-device-info-edit', 'networkcompany'),
    ('center_admin', 'networkcompany-device-info-edit', 'networkcompany'),
    ('center_operator', 'networkcompany-device-info-del', 'networkcompany'),
    ('cared_manager', 'networkcompany-device-info-del', 'networkcompany'),
    ('maint_engineer', 'networkcompany-device-info-del', 'networkcompany'),
    ('center_admin', 'networkcompany-device-info-del', 'networkcompany'),
    ('center_operator', 'networkcompany-user-edit', 'networkcompany'),
    ('cared_manager', 'networkcompany-user-edit', 'networkcompany'),
    ('center_admin', 'networkcompany-user-edit', 'networkcompany'),
    ('center_operator', 'networkcompany-maint-edit', 'networkcompany'),
    ('cared_manager', 'networkcompany-maint-edit', 'networkcompany'),
    ('maint_engineer', 'networkcompany-maint-edit', 'networkcompany'),
    ('center_admin', 'networkcompany-maint-edit', 'networkcompany'),
    ('center_operator', 'networkcompany-adim-task', 'networkcompany'),
    ('cared_manager', 'networkcompany-adim-task', 'networkcompany'),
    ('maint_engineer', 'networkcompany-adim-task', 'networkcompany'),
    ('center_admin', 'networkcompany-adim-task', 'networkcompany')
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
