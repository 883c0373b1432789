CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_number" text NOT NULL,
	"equipment_name" text NOT NULL,
	"equipment_type" integer NOT NULL,
	"position_type" smallint DEFAULT 1 NOT NULL,
	"point" jsonb,
	"building_id" integer,
	"floor_id" integer,
	"area_id" integer,
	"position_desc" text DEFAULT '' NOT NULL,
	"equipment_graph" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_cycle" smallint DEFAULT 3 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_attr_defs" (
	"equipment_type" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"eng_name" text NOT NULL,
	"value_type" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_attr_defs_equipment_type_key_pk" PRIMARY KEY("equipment_type","key")
);
--> statement-breakpoint
CREATE TABLE "equipment_devices" (
	"equipment_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"bind_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_devices_equipment_id_device_id_pk" PRIMARY KEY("equipment_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "scene_devices" (
	"scene_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "scene_devices_scene_id_device_id_pk" PRIMARY KEY("scene_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "scene_equipment" (
	"scene_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	CONSTRAINT "scene_equipment_scene_id_equipment_id_pk" PRIMARY KEY("scene_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scene_name" text NOT NULL,
	"scene_type" integer NOT NULL,
	"building_id" integer,
	"scene_graph" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hydrant_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"region_code" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hydrants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_number" text NOT NULL,
	"address_id" integer,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"position_desc" text DEFAULT '' NOT NULL,
	"equipment_graph" text[] DEFAULT '{}'::text[] NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"out_hydrant_pipe_diameter" smallint NOT NULL,
	"waterhead_apply" smallint,
	"waterline_form" smallint,
	"placing_form" smallint,
	"alarm_host" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"device_id" integer,
	"pressure" double precision,
	"lower_limit" double precision DEFAULT 0.1 NOT NULL,
	"electricity" smallint,
	"signal_quality" smallint,
	"water_pressure_status" smallint DEFAULT 0 NOT NULL,
	"impact_status" smallint DEFAULT 0 NOT NULL,
	"water_theft_status" smallint DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_report_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_devices" ADD CONSTRAINT "equipment_devices_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_devices" ADD CONSTRAINT "equipment_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_devices" ADD CONSTRAINT "scene_devices_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_devices" ADD CONSTRAINT "scene_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_equipment" ADD CONSTRAINT "scene_equipment_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_equipment" ADD CONSTRAINT "scene_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hydrant_addresses" ADD CONSTRAINT "hydrant_addresses_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hydrants" ADD CONSTRAINT "hydrants_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hydrants" ADD CONSTRAINT "hydrants_address_id_hydrant_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."hydrant_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hydrants" ADD CONSTRAINT "hydrants_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_company_number_uq" ON "equipment" USING btree ("company_id","equipment_number");--> statement-breakpoint
CREATE INDEX "equipment_company_type_idx" ON "equipment" USING btree ("company_id","equipment_type","id");--> statement-breakpoint
CREATE INDEX "equipment_building_idx" ON "equipment" USING btree ("building_id","floor_id");--> statement-breakpoint
CREATE INDEX "equipment_devices_device_idx" ON "equipment_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "scene_devices_device_idx" ON "scene_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "scene_equipment_equipment_idx" ON "scene_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scenes_company_name_uq" ON "scenes" USING btree ("company_id","scene_name");--> statement-breakpoint
CREATE INDEX "scenes_company_type_idx" ON "scenes" USING btree ("company_id","scene_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hydrant_addresses_uq" ON "hydrant_addresses" USING btree ("company_id","region_code","address");--> statement-breakpoint
CREATE INDEX "hydrant_addresses_region_idx" ON "hydrant_addresses" USING btree ("region_code");--> statement-breakpoint
CREATE UNIQUE INDEX "hydrants_number_uq" ON "hydrants" USING btree ("equipment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "hydrants_device_uq" ON "hydrants" USING btree ("device_id") WHERE "hydrants"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "hydrants_company_idx" ON "hydrants" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "hydrants_address_idx" ON "hydrants" USING btree ("address_id");