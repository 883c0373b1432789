CREATE TABLE "maint_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"enum_task_type" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"related_resp_uid" integer,
	"related_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"breakdown_type" smallint DEFAULT 0 NOT NULL,
	"breakdown_list" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_task_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"reading" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maint_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"plan_id" integer,
	"period_start" date,
	"task_name" text NOT NULL,
	"enum_task_type" smallint DEFAULT 1 NOT NULL,
	"plan_start_date" date NOT NULL,
	"plan_end_date" date NOT NULL,
	"related_resp_uid" integer,
	"enum_maint_status" smallint DEFAULT 1 NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"finished_by" integer,
	"finished_at" timestamp with time zone,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maint_plans" ADD CONSTRAINT "maint_plans_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_plans" ADD CONSTRAINT "maint_plans_related_resp_uid_users_id_fk" FOREIGN KEY ("related_resp_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_task_items" ADD CONSTRAINT "maint_task_items_task_id_maint_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maint_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_task_items" ADD CONSTRAINT "maint_task_items_related_id_maint_contract_equipment_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."maint_contract_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_tasks" ADD CONSTRAINT "maint_tasks_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_tasks" ADD CONSTRAINT "maint_tasks_plan_id_maint_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maint_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_tasks" ADD CONSTRAINT "maint_tasks_related_resp_uid_users_id_fk" FOREIGN KEY ("related_resp_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maint_plans_contract_idx" ON "maint_plans" USING btree ("contract_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "maint_task_items_uq" ON "maint_task_items" USING btree ("task_id","related_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maint_tasks_plan_period_uq" ON "maint_tasks" USING btree ("plan_id","period_start");--> statement-breakpoint
CREATE INDEX "maint_tasks_contract_idx" ON "maint_tasks" USING btree ("contract_id","enum_maint_status");--> statement-breakpoint
CREATE INDEX "maint_tasks_resp_idx" ON "maint_tasks" USING btree ("related_resp_uid","enum_maint_status");