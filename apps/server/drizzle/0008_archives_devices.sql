CREATE TABLE "device_commands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"cmd" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_video_links" (
	"video_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_video_links_video_id_device_id_pk" PRIMARY KEY("video_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "fire_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"system_type" smallint NOT NULL,
	"system_status" smallint DEFAULT 1 NOT NULL,
	"transmission_equipment" text,
	"remark" text,
	"install_time" date,
	"maint_time" date,
	"expiration_month" integer,
	"system_img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "system_id" integer;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "alarmer_id" integer;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "loop_number" integer;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "component_number" integer;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "specific" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "position_type" smallint;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "point" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "install_time" date;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_class" text DEFAULT 'dtu' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "system_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_num" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "version_id" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "specific" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "position_type" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "point" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "networking_date" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "signal_strength" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "electricity" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sim_number" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "mac_address" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "transmit_mode" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "link_way" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "link_port" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "dtu_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alarmhost_brand" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alarmhost_model" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alarmhost_alarmer_no" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "install_time" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_ip" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_port" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_user" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_password_enc" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_serial" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_verify_code_enc" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_type" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_coding" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "play_url" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "trademark_url" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "video_options" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_video_links" ADD CONSTRAINT "device_video_links_video_id_devices_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_video_links" ADD CONSTRAINT "device_video_links_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_systems" ADD CONSTRAINT "fire_systems_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "device_commands_pending_idx" ON "device_commands" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "device_video_links_device_idx" ON "device_video_links" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fire_systems_company_name_uq" ON "fire_systems" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "fire_systems_company_idx" ON "fire_systems" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_system_id_fire_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."fire_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_system_id_fire_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."fire_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "components_system_idx" ON "components" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "components_alarmer_idx" ON "components" USING btree ("alarmer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "components_code_uq" ON "components" USING btree ("code") WHERE "components"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_code_all_uq" ON "devices" USING btree ("device_code");--> statement-breakpoint
CREATE INDEX "devices_company_class_idx" ON "devices" USING btree ("company_id","device_class","id");--> statement-breakpoint
CREATE INDEX "devices_system_idx" ON "devices" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "devices_dtu_idx" ON "devices" USING btree ("dtu_id");--> statement-breakpoint
CREATE INDEX "readings_device_type_time_idx" ON "readings" USING btree ("device_id","analog_type","measured_at");--> statement-breakpoint
CREATE INDEX "readings_company_line_idx" ON "readings" USING btree ("company_id","device_id","component_id","analog_type","measured_at");