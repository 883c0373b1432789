CREATE TABLE "maint_report_tasks" (
	"report_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	CONSTRAINT "maint_report_tasks_report_id_task_id_pk" PRIMARY KEY("report_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "maint_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"enum_task_type" smallint DEFAULT 0 NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"is_auto" boolean DEFAULT false NOT NULL,
	"auto_period_start" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maint_report_tasks" ADD CONSTRAINT "maint_report_tasks_report_id_maint_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."maint_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_report_tasks" ADD CONSTRAINT "maint_report_tasks_task_id_maint_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maint_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_reports" ADD CONSTRAINT "maint_reports_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_reports" ADD CONSTRAINT "maint_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maint_report_tasks_task_uq" ON "maint_report_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maint_reports_auto_uq" ON "maint_reports" USING btree ("contract_id","auto_period_start");--> statement-breakpoint
CREATE INDEX "maint_reports_contract_idx" ON "maint_reports" USING btree ("contract_id","created_at");