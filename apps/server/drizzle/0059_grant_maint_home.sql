-- The maintenance engineer's own home page (issue 28; docs/maintenance.md "The engineer's home"), a top node: by the
-- rule of 0030_grant_new_permission_nodes (docs/architecture.md "Permission catalogue") a top node goes to every role
-- of a preset that includes it, whatever the role holds, so the engineers of an existing database land on it.
--   maint_home 维保首页: /home_page/maint.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('maint_engineer', 'maint_home', '')
),
"additions" AS (
  SELECT r."id", array_agg(DISTINCT g."node" ORDER BY g."node") AS "nodes"
  FROM "roles" r
  JOIN "grants" g ON g."preset" = r."code" OR g."preset" = r."preset_code"
  WHERE (g."parent" = '' OR g."parent" = ANY (r."permission_ids")) AND NOT (g."node" = ANY (r."permission_ids"))
  GROUP BY r."id"
)
UPDATE "roles" r
SET "permission_ids" = r."permission_ids" || a."nodes", "updated_at" = now()
FROM "additions" a
WHERE a."id" = r."id";
