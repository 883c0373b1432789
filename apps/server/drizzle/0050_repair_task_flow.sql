CREATE TABLE "repair_task_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "repair_tasks_event_live_uq";--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "enum_task_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "equip_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "facility_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "related_resp_uid" integer;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "related_part_user" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "test_result" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "task_confirm_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "attachments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_tasks" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_task_steps" ADD CONSTRAINT "repair_task_steps_task_id_repair_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."repair_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_task_steps_task_idx" ON "repair_task_steps" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_tasks_source_uq" ON "repair_tasks" USING btree ("enum_task_origin","source_id") WHERE "repair_tasks"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "repair_tasks_thing_idx" ON "repair_tasks" USING btree ("thing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_tasks_event_live_uq" ON "repair_tasks" USING btree ("event_id") WHERE "repair_tasks"."event_id" is not null and "repair_tasks"."enum_task_status" <> 6;