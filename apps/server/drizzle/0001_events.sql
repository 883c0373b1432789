CREATE TABLE "components" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"building_id" integer,
	"floor_id" integer,
	"area_id" integer,
	"system_type" smallint NOT NULL,
	"system_address" smallint NOT NULL,
	"component_type" smallint DEFAULT 0 NOT NULL,
	"component_address" bigint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"location" text,
	"active_flags" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer,
	"floor_id" integer,
	"area_id" integer,
	"name" text NOT NULL,
	"device_code" text NOT NULL,
	"device_thing_type" integer DEFAULT 10001 NOT NULL,
	"device_type" text,
	"device_model" text,
	"gb_address" text,
	"push_key_hash" text,
	"install_address" text,
	"alive_seconds" integer DEFAULT 180 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"state" text DEFAULT 'normal' NOT NULL,
	"focus_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"source" text NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"component_id" integer,
	"building_id" integer,
	"floor_id" integer,
	"area_id" integer,
	"status_category" text NOT NULL,
	"alarm_status" text NOT NULL,
	"alarm_type" text NOT NULL,
	"system_type" smallint,
	"device_code" text NOT NULL,
	"device_name" text NOT NULL,
	"device_type" text,
	"device_model" text,
	"device_thing_type" integer,
	"location" text,
	"install_address" text,
	"alarm_value" text,
	"accept_time" timestamp with time zone NOT NULL,
	"receive_time" timestamp with time zone DEFAULT now() NOT NULL,
	"restore_time" timestamp with time zone,
	"enum_confirm_type" smallint DEFAULT 0 NOT NULL,
	"is_shielded" boolean DEFAULT false NOT NULL,
	"raw" jsonb
);
--> statement-breakpoint
CREATE TABLE "ingest_receipts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"company_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"receive_all_fire" boolean DEFAULT false NOT NULL,
	"designated_unit_ids" integer[],
	"priority" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"component_id" integer,
	"analog_type" smallint NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"receive_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shields" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"thing_type" text NOT NULL,
	"thing_id" integer NOT NULL,
	"schedule_start" timestamp with time zone NOT NULL,
	"schedule_end" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT -1 NOT NULL,
	"reason" text NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unregistered_frames" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"address" text NOT NULL,
	"remote" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "state" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "state" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "state" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "components_address_uq" ON "components" USING btree ("device_id","system_type","system_address","component_address");--> statement-breakpoint
CREATE INDEX "components_company_idx" ON "components" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "components_floor_idx" ON "components" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_uq" ON "devices" USING btree ("device_thing_type","device_code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_gb_address_uq" ON "devices" USING btree ("gb_address") WHERE "devices"."gb_address" is not null;--> statement-breakpoint
CREATE INDEX "devices_online_idx" ON "devices" USING btree ("is_online","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_uuid_uq" ON "events" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "events_company_category_time_idx" ON "events" USING btree ("company_id","status_category","receive_time");--> statement-breakpoint
CREATE INDEX "events_category_time_idx" ON "events" USING btree ("status_category","receive_time");--> statement-breakpoint
CREATE INDEX "events_device_time_idx" ON "events" USING btree ("device_id","receive_time");--> statement-breakpoint
CREATE INDEX "events_open_idx" ON "events" USING btree ("device_id","component_id","status_category") WHERE "events"."restore_time" is null;--> statement-breakpoint
CREATE INDEX "ingest_receipts_time_idx" ON "ingest_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_uuid_uq" ON "readings" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "readings_device_time_idx" ON "readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE INDEX "shields_thing_idx" ON "shields" USING btree ("thing_type","thing_id","schedule_end");--> statement-breakpoint
CREATE INDEX "unregistered_frames_address_idx" ON "unregistered_frames" USING btree ("address","received_at");