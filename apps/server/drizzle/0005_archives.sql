CREATE TABLE "device_dots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"device_id" integer,
	"component_id" integer,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_dots_one_thing" CHECK (("device_dots"."device_id" is null) <> ("device_dots"."component_id" is null)),
	CONSTRAINT "device_dots_x_range" CHECK ("device_dots"."x" >= 0 and "device_dots"."x" <= 1),
	CONSTRAINT "device_dots_y_range" CHECK ("device_dots"."y" >= 0 and "device_dots"."y" <= 1)
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"floor_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "property_manage_company_name" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_display_type" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_building_type" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_building_property" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_building_fire_level" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_building_fire_resistance" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "enum_building_structure" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "build_time" date;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "site_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "building_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "building_height" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "normal_floor_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "ongrounder_floors" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "ongrounder_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "underground_floors" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "underground_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "tunnel_height" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "tunnel_length" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "working_time_population" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "max_population" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "neighbor_building_desc" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_name" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_count" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_capacity" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_nature" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_form" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_material" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "main_storage_product" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "control_room_location" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "refuge_floor_count" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "refuge_floor_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "refuge_floor_location" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "exit_count" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "exit_form" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "exit_location" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "fire_elevator_count" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "fire_elevator_weight" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "building_3d_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "equipment_2d_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "building_outlook_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "building_2d_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "is_mezzanine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "company_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "account_source" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "networking_date" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "setup_time" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "integrity_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "creater_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_company_type" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_company_regulator_level" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_company_economic" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_authority_level" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_center_level" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "enum_maint_company_level" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "control_room_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "staff_total" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "permanent_assets" double precision;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "site_area" double precision;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "building_area" double precision;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "legal_representative_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "legal_representative_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "legal_representative_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_responsibility_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_responsibility_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_responsibility_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_manager_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_manager_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "safety_manager_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "parttime_responsibility_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "parttime_responsibility_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "parttime_responsibility_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "dominate_company_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "business_license_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "company_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "level_prove_graph" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "device_dots" ADD CONSTRAINT "device_dots_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_dots" ADD CONSTRAINT "device_dots_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_dots" ADD CONSTRAINT "device_dots_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_dots" ADD CONSTRAINT "device_dots_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_dots_floor_idx" ON "device_dots" USING btree ("floor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_dots_device_uq" ON "device_dots" USING btree ("device_id") WHERE "device_dots"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_dots_component_uq" ON "device_dots" USING btree ("component_id") WHERE "device_dots"."component_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_company_name_uq" ON "buildings" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "floors_building_no_uq" ON "floors" USING btree ("building_id","floor_no","is_mezzanine");--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id") WHERE "organisations"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "organisations_kind_region_idx" ON "organisations" USING btree ("kind","region_code");