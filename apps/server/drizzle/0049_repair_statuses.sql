-- Repair tasks take the maintenance states (issue 20, docs/maintenance.md "Repair tasks"). Before: 1 pending,
-- 2 processing, 3 finished, 4 cancelled. After: 1 to assign, 2 to receive, 3 in progress, 4 completed (awaiting the
-- unit's confirmation), 5 closed (confirmed), 6 cancelled.
--   1 pending     → 1 to assign (nobody was ever assigned: the old flow stopped at the request)
--   2 processing  → 3 in progress
--   3 finished    → 5 closed (the old flow had no confirmation step: a finished repair was done)
--   4 cancelled   → 6 cancelled
-- The "one live request per event" index names the cancelled value, so it is dropped first (cancelled rows of one event
-- would collide under the old predicate while they move) and made again on the new value.
DROP INDEX IF EXISTS "repair_tasks_event_live_uq";
--> statement-breakpoint
UPDATE "repair_tasks"
SET "enum_task_status" = CASE "enum_task_status" WHEN 4 THEN 6 WHEN 3 THEN 5 WHEN 2 THEN 3 ELSE "enum_task_status" END,
  "updated_at" = now()
WHERE "enum_task_status" IN (2, 3, 4);
--> statement-breakpoint
CREATE UNIQUE INDEX "repair_tasks_event_live_uq" ON "repair_tasks" USING btree ("event_id") WHERE "repair_tasks"."event_id" is not null and "repair_tasks"."enum_task_status" <> 6;
