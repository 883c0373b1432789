-- The third-party systems area (spec 002 §2 /thirdsystem/*, issue 18; docs/third-party.md) reaches the roles of a
-- database seeded before it, as 0030_grant_new_permission_nodes.sql does for its nodes. The area is a new top node: it
-- has no parent to check (parent ''), so the first statement grants it to every role from a preset that includes it
-- (the centre administrator's), and the second grants its tabs and buttons to the roles that then hold it.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_admin', 'thirdsystem', '')
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
--> statement-breakpoint
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('center_admin', 'thirdsystem-regulatory_center', 'thirdsystem'),
    ('center_admin', 'thirdsystem-maint_company', 'thirdsystem'),
    ('center_admin', 'thirdsystem-company', 'thirdsystem'),
    ('center_admin', 'thirdsystem-company_control_room', 'thirdsystem'),
    ('center_admin', 'thirdsystem-fire_manage', 'thirdsystem'),
    ('center_admin', 'thirdsystem-fire_center', 'thirdsystem'),
    ('center_admin', 'thirdsystem-third_enter', 'thirdsystem'),
    ('center_admin', 'thirdsystem-import', 'thirdsystem'),
    ('center_admin', 'thirdsystem-edit', 'thirdsystem'),
    ('center_admin', 'thirdsystem-key', 'thirdsystem')
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
