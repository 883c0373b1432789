ALTER TABLE "events" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
CREATE INDEX "events_assignee_open_idx" ON "events" USING btree ("assignee_id") WHERE "events"."enum_confirm_type" = 0;