-- The maintenance reports' nodes (issue 20, docs/maintenance.md "Reports") reach the roles of a database seeded or
-- edited before them, by the rule of 0030_grant_new_permission_nodes (docs/architecture.md "Permission catalogue"): a
-- node goes to every role whose preset includes it and that already holds its parent (维保, vyborg).
--   vyborg-report-manage 报告管理: per contract, its automatic reports and the reports delivered to its units.
-- The rows (preset, node, parent) follow apps/server/src/db/seed/roles.ts; permission-upgrades.test.ts checks them.
WITH "grants" ("preset", "node", "parent") AS (
  VALUES
    ('maint_engineer', 'vyborg-report-manage', 'vyborg')
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
-- The unit's manager preset now reads the reports of the contracts covering its unit (维保报告, a node of the first
-- release that no unit preset held while its page was not built). Granted like the node above.
UPDATE "roles"
SET "permission_ids" = "permission_ids" || ARRAY['vyborg-report'], "updated_at" = now()
WHERE ("code" = 'cared_manager' OR "preset_code" = 'cared_manager')
  AND 'vyborg' = ANY ("permission_ids")
  AND NOT ('vyborg-report' = ANY ("permission_ids"));
