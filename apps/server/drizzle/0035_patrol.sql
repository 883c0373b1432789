CREATE TABLE "patrol_cycle_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"executor_id" integer,
	"part_user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"startup_status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"item_type" smallint NOT NULL,
	"check_require" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"task_type" smallint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"startup_status" smallint DEFAULT 0 NOT NULL,
	"route_id" integer,
	"site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"plan_attr" jsonb NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_record_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_type" smallint NOT NULL,
	"result" smallint NOT NULL,
	"reading" double precision,
	"remark" text DEFAULT '' NOT NULL,
	"photo_file_ids" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer,
	"checked_by" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"punch_status" smallint NOT NULL,
	"fit_count" integer DEFAULT 0 NOT NULL,
	"unfit_count" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"remark" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_code" text NOT NULL,
	"site_name" text NOT NULL,
	"position_type" smallint DEFAULT 1 NOT NULL,
	"building_id" integer,
	"floor_id" integer,
	"area_id" integer,
	"point" jsonb,
	"location" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"label_code" text NOT NULL,
	"equipment_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"ctask_id" integer,
	"number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"executor_id" integer,
	"part_user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"checked_site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"fit_count" integer DEFAULT 0 NOT NULL,
	"unfit_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"terminated_by" integer,
	"terminate_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patrol_cycle_tasks" ADD CONSTRAINT "patrol_cycle_tasks_plan_id_patrol_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."patrol_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_cycle_tasks" ADD CONSTRAINT "patrol_cycle_tasks_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_items" ADD CONSTRAINT "patrol_items_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_items" ADD CONSTRAINT "patrol_items_site_id_patrol_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."patrol_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plans" ADD CONSTRAINT "patrol_plans_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_plans" ADD CONSTRAINT "patrol_plans_route_id_patrol_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."patrol_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_record_items" ADD CONSTRAINT "patrol_record_items_record_id_patrol_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."patrol_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_site_id_patrol_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."patrol_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_records" ADD CONSTRAINT "patrol_records_task_id_patrol_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."patrol_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_routes" ADD CONSTRAINT "patrol_routes_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_sites" ADD CONSTRAINT "patrol_sites_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_sites" ADD CONSTRAINT "patrol_sites_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_sites" ADD CONSTRAINT "patrol_sites_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_sites" ADD CONSTRAINT "patrol_sites_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_sites" ADD CONSTRAINT "patrol_sites_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_plan_id_patrol_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."patrol_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_ctask_id_patrol_cycle_tasks_id_fk" FOREIGN KEY ("ctask_id") REFERENCES "public"."patrol_cycle_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_cycle_tasks_plan_uq" ON "patrol_cycle_tasks" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "patrol_items_site_idx" ON "patrol_items" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "patrol_items_company_idx" ON "patrol_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "patrol_plans_company_idx" ON "patrol_plans" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "patrol_plans_running_idx" ON "patrol_plans" USING btree ("id") WHERE "patrol_plans"."startup_status" = 1;--> statement-breakpoint
CREATE INDEX "patrol_record_items_record_idx" ON "patrol_record_items" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_records_client_key_uq" ON "patrol_records" USING btree ("checked_by","client_key");--> statement-breakpoint
CREATE INDEX "patrol_records_company_time_idx" ON "patrol_records" USING btree ("company_id","checked_at");--> statement-breakpoint
CREATE INDEX "patrol_records_site_idx" ON "patrol_records" USING btree ("site_id","checked_at");--> statement-breakpoint
CREATE INDEX "patrol_records_task_idx" ON "patrol_records" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "patrol_routes_company_idx" ON "patrol_routes" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_sites_label_uq" ON "patrol_sites" USING btree ("label_code");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_sites_code_uq" ON "patrol_sites" USING btree ("company_id","site_code") WHERE not "patrol_sites"."is_deleted";--> statement-breakpoint
CREATE INDEX "patrol_sites_company_idx" ON "patrol_sites" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_tasks_plan_period_uq" ON "patrol_tasks" USING btree ("plan_id","period_start");--> statement-breakpoint
CREATE INDEX "patrol_tasks_company_idx" ON "patrol_tasks" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "patrol_tasks_open_idx" ON "patrol_tasks" USING btree ("end_time") WHERE "patrol_tasks"."status" in (1, 2);