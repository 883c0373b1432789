-- The operation log's pages (issue 18) for the roles that read logs, on databases seeded before them
-- (apps/server/src/db/seed/roles.ts holds the same grants for new ones): the centre's operator and administrator get
-- the left-nav operation log, a unit's safety manager the log tab of its system management.
UPDATE "roles" SET "permission_ids" = array_append("permission_ids", 'operationLog')
WHERE "code" IN ('center_operator', 'center_admin') AND NOT ('operationLog' = ANY ("permission_ids"));
--> statement-breakpoint
UPDATE "roles" SET "permission_ids" = array_append("permission_ids", 'systemmanage-log')
WHERE "code" IN ('cared_manager', 'center_admin') AND NOT ('systemmanage-log' = ANY ("permission_ids"));
--> statement-breakpoint
UPDATE "roles" SET "permission_ids" = array_append("permission_ids", 'systemmanage')
WHERE "code" = 'cared_manager' AND NOT ('systemmanage' = ANY ("permission_ids"));
