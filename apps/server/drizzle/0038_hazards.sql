CREATE TABLE "hazard_nodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hazard_id" integer NOT NULL,
	"step" text NOT NULL,
	"result" text,
	"user_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer,
	"floor_id" integer,
	"plan_x" double precision,
	"plan_y" double precision,
	"location" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"deadline" timestamp with time zone,
	"source" text NOT NULL,
	"event_id" bigint,
	"patrol_record_id" bigint,
	"patrol_site_id" integer,
	"patrol_site_name" text,
	"patrol_item_id" integer,
	"patrol_item_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"reporter_id" integer,
	"resp_uids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"designate_kind" text,
	"designated_company_id" integer,
	"contract_id" integer,
	"designated_user_id" integer,
	"reject_reason" text,
	"overdue_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hazard_nodes" ADD CONSTRAINT "hazard_nodes_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hazard_nodes_hazard_idx" ON "hazard_nodes" USING btree ("hazard_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hazards_event_uq" ON "hazards" USING btree ("event_id") WHERE "hazards"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hazards_patrol_item_uq" ON "hazards" USING btree ("patrol_record_id","patrol_item_id") WHERE "hazards"."patrol_record_id" is not null;--> statement-breakpoint
CREATE INDEX "hazards_company_time_idx" ON "hazards" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hazards_designated_company_idx" ON "hazards" USING btree ("designated_company_id") WHERE "hazards"."designated_company_id" is not null;--> statement-breakpoint
CREATE INDEX "hazards_overdue_due_idx" ON "hazards" USING btree ("deadline") WHERE "hazards"."overdue_at" is null and "hazards"."status" in (1, 2, 3);