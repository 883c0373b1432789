CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"org_name" text NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"record_ids" text[] DEFAULT '{}' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operation_logs_org_time_idx" ON "operation_logs" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_time_idx" ON "operation_logs" USING btree ("created_at","id");