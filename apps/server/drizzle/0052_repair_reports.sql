CREATE TABLE "repair_report_tasks" (
	"report_id" integer NOT NULL,
	"task_id" bigint NOT NULL,
	CONSTRAINT "repair_report_tasks_report_id_task_id_pk" PRIMARY KEY("report_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "repair_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_maint_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_report_tasks" ADD CONSTRAINT "repair_report_tasks_report_id_repair_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."repair_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_report_tasks" ADD CONSTRAINT "repair_report_tasks_task_id_repair_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."repair_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_reports" ADD CONSTRAINT "repair_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_report_tasks_task_uq" ON "repair_report_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "repair_reports_maint_idx" ON "repair_reports" USING btree ("company_maint_id","created_at");