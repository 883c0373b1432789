CREATE TABLE "confirm_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_category" text NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"device_type" text,
	"device_model" text,
	"reason" text NOT NULL,
	"reason_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"action" text NOT NULL,
	"operator_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_handlings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"process_way" smallint NOT NULL,
	"process_result" smallint,
	"confirm_reason_id" integer,
	"confirm_desc" text DEFAULT '' NOT NULL,
	"annex_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirm_user_id" integer,
	"operator_id" integer,
	"accept_end_time" timestamp with time zone NOT NULL,
	"is_confirm_history" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_maint_id" integer NOT NULL,
	"company_cared_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_name" text NOT NULL,
	"project_id" integer,
	"contract_id" integer,
	"company_maint_id" integer NOT NULL,
	"company_cared_id" integer NOT NULL,
	"enum_task_origin" smallint NOT NULL,
	"enum_task_type" smallint NOT NULL,
	"enum_task_status" smallint NOT NULL,
	"thing_id" integer,
	"thing_type" integer,
	"event_id" bigint,
	"equip_id" integer DEFAULT -1 NOT NULL,
	"creater_id" integer NOT NULL,
	"fault_desc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirm_user_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accept_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirm_reason_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirm_desc" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "annex_ids" text[];--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "process_way" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "confirm_reasons_uq" ON "confirm_reasons" USING btree ("status_category","enum_confirm_type","reason");--> statement-breakpoint
CREATE INDEX "confirm_reasons_lookup_idx" ON "confirm_reasons" USING btree ("status_category","enum_confirm_type");--> statement-breakpoint
CREATE INDEX "departments_org_idx" ON "departments" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_parent_name_uq" ON "departments" USING btree ("org_id",coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_actions_once_uq" ON "event_actions" USING btree ("event_id","action");--> statement-breakpoint
CREATE INDEX "event_handlings_event_idx" ON "event_handlings" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "maint_contracts_cared_idx" ON "maint_contracts" USING btree ("company_cared_id","end_date");--> statement-breakpoint
CREATE INDEX "maint_contracts_maint_idx" ON "maint_contracts" USING btree ("company_maint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_tasks_event_live_uq" ON "repair_tasks" USING btree ("event_id") WHERE "repair_tasks"."event_id" is not null and "repair_tasks"."enum_task_status" <> 4;--> statement-breakpoint
CREATE INDEX "repair_tasks_cared_idx" ON "repair_tasks" USING btree ("company_cared_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_tasks_maint_idx" ON "repair_tasks" USING btree ("company_maint_id","created_at");--> statement-breakpoint
CREATE INDEX "events_unprocessed_cat_time_idx" ON "events" USING btree ("status_category","receive_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."enum_confirm_type" in (0, 1, 3, 6, 7, 12) and not "events"."is_shielded";--> statement-breakpoint
CREATE INDEX "events_company_unprocessed_idx" ON "events" USING btree ("company_id","status_category","receive_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."enum_confirm_type" in (0, 1, 3, 6, 7, 12) and not "events"."is_shielded";--> statement-breakpoint
CREATE INDEX "events_company_time_idx" ON "events" USING btree ("company_id","receive_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_unhandled_time_idx" ON "events" USING btree ("receive_time") WHERE "events"."enum_confirm_type" = 0;--> statement-breakpoint
CREATE INDEX "events_shielded_time_idx" ON "events" USING btree ("company_id","receive_time" DESC NULLS LAST) WHERE "events"."is_shielded";--> statement-breakpoint
CREATE UNIQUE INDEX "shields_thing_live_uq" ON "shields" USING btree ("thing_type","thing_id") WHERE "shields"."status" = -1;--> statement-breakpoint
CREATE INDEX "shields_live_company_idx" ON "shields" USING btree ("company_id","schedule_end") WHERE "shields"."status" = -1;