CREATE TABLE "maint_contract_buildings" (
	"contract_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maint_contract_buildings_contract_id_building_id_pk" PRIMARY KEY("contract_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "maint_contract_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"check_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maint_contract_units" (
	"contract_id" integer NOT NULL,
	"company_cared_id" integer NOT NULL,
	CONSTRAINT "maint_contract_units_contract_id_company_cared_id_pk" PRIMARY KEY("contract_id","company_cared_id")
);
--> statement-breakpoint
CREATE TABLE "maint_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"head_name" text NOT NULL,
	"maint_content" text DEFAULT '' NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "maint_contracts_maint_idx";--> statement-breakpoint
ALTER TABLE "org_bindings" ADD COLUMN "origin" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "entrust_company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "project_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "project_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "spot_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "spot_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "contract_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "related_resp_uid" integer;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "fire_tank_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "fire_tank_capacity" double precision;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "fire_pool_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "fire_pool_capacity" double precision;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "fire_control_room_position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "attachments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "creater_id" integer;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contract_buildings" ADD CONSTRAINT "maint_contract_buildings_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contract_buildings" ADD CONSTRAINT "maint_contract_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contract_equipment" ADD CONSTRAINT "maint_contract_equipment_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contract_equipment" ADD CONSTRAINT "maint_contract_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contract_units" ADD CONSTRAINT "maint_contract_units_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contract_units" ADD CONSTRAINT "maint_contract_units_company_cared_id_organisations_id_fk" FOREIGN KEY ("company_cared_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_entries" ADD CONSTRAINT "maint_entries_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maint_contract_equipment_uq" ON "maint_contract_equipment" USING btree ("contract_id","equipment_id");--> statement-breakpoint
CREATE INDEX "maint_contract_units_cared_idx" ON "maint_contract_units" USING btree ("company_cared_id");--> statement-breakpoint
CREATE INDEX "maint_entries_contract_idx" ON "maint_entries" USING btree ("contract_id","start_date");--> statement-breakpoint
-- A contract whose maintenance company no longer exists cannot be kept under the new foreign key.
DELETE FROM "maint_contracts" c WHERE NOT EXISTS (SELECT 1 FROM "organisations" o WHERE o."id" = c."company_maint_id");--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD CONSTRAINT "maint_contracts_company_maint_id_organisations_id_fk" FOREIGN KEY ("company_maint_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD CONSTRAINT "maint_contracts_related_resp_uid_users_id_fk" FOREIGN KEY ("related_resp_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maint_contracts_live_idx" ON "maint_contracts" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "maint_contracts_maint_idx" ON "maint_contracts" USING btree ("company_maint_id","end_date");--> statement-breakpoint
-- A contract covered one unit (company_cared_id); it now covers a list (company_ids). The column goes in the next migration.
INSERT INTO "maint_contract_units" ("contract_id", "company_cared_id")
SELECT c."id", c."company_cared_id" FROM "maint_contracts" c
WHERE EXISTS (SELECT 1 FROM "organisations" o WHERE o."id" = c."company_cared_id")
ON CONFLICT DO NOTHING;