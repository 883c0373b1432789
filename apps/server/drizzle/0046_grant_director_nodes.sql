-- The fire safety director's view (消防安全负责人, issue 20; docs/maintenance.md "Fire safety director") reaches the roles
-- of a database seeded before it, by the rule of 0030_grant_new_permission_nodes: a node goes to every role whose preset
-- includes it and that already holds its parent, so an area an administrator took away stays away.
--   vyborg-adim: the /vyborg header tab (the units of the scope at a glance, a unit's detail, asking for a task, clients).
--   company-adim: the unit page's tab beside 维保 (the same view of one unit, spec 001 "Under /company").
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('cared_manager', 'vyborg-adim', 'vyborg'),
    ('maint_engineer', 'vyborg-adim', 'vyborg'),
    ('center_operator', 'company-adim', 'networkcompany'),
    ('cared_manager', 'company-adim', 'networkcompany'),
    ('maint_engineer', 'company-adim', 'networkcompany'),
    ('authority_user', 'company-adim', 'networkcompany'),
    ('center_admin', 'company-adim', 'networkcompany')
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
