CREATE TABLE "third_enter_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"external_user" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_enter_nonces" (
	"system_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_enter_nonces_system_id_nonce_pk" PRIMARY KEY("system_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "third_system_units" (
	"system_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_system_units_system_id_unit_id_pk" PRIMARY KEY("system_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "third_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"remark" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"key_hash" text,
	"key_hint" text,
	"key_created_at" timestamp with time zone,
	"enter_secret_sealed" text,
	"enter_user_id" integer,
	"last_contact_at" timestamp with time zone,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "third_enter_codes" ADD CONSTRAINT "third_enter_codes_system_id_third_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."third_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_enter_nonces" ADD CONSTRAINT "third_enter_nonces_system_id_third_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."third_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_system_units" ADD CONSTRAINT "third_system_units_system_id_third_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."third_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_system_units" ADD CONSTRAINT "third_system_units_unit_id_organisations_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_systems" ADD CONSTRAINT "third_systems_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_systems" ADD CONSTRAINT "third_systems_enter_user_id_users_id_fk" FOREIGN KEY ("enter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "third_enter_codes_expiry_idx" ON "third_enter_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "third_enter_nonces_expiry_idx" ON "third_enter_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "third_system_units_unit_idx" ON "third_system_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "third_systems_org_idx" ON "third_systems" USING btree ("org_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_systems_key_uq" ON "third_systems" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "third_systems_name_uq" ON "third_systems" USING btree ("org_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "third_systems_enter_user_uq" ON "third_systems" USING btree ("enter_user_id");