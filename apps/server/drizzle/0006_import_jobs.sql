CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"company_id" integer,
	"thing_id" integer,
	"thing_type" integer,
	"bound_thing_type" integer,
	"creator_id" integer NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "import_jobs_creator_idx" ON "import_jobs" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "import_jobs_running_idx" ON "import_jobs" USING btree ("heartbeat_at") WHERE "import_jobs"."status" = 'running';