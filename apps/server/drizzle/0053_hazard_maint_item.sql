ALTER TABLE "hazards" ADD COLUMN "maint_task_id" integer;--> statement-breakpoint
ALTER TABLE "hazards" ADD COLUMN "maint_task_item_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "hazards_maint_item_uq" ON "hazards" USING btree ("maint_task_item_id") WHERE "hazards"."maint_task_item_id" is not null;