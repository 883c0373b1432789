CREATE TABLE "event_forward_deliveries" (
	"outbox_id" bigint PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"event_id" bigint,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" smallint,
	"response_snippet" text,
	"duration_ms" integer,
	"last_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_forward_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"categories" text[] NOT NULL,
	"unit_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"device_types" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_forward_deliveries" ADD CONSTRAINT "event_forward_deliveries_outbox_id_notification_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."notification_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_forward_deliveries" ADD CONSTRAINT "event_forward_deliveries_rule_id_event_forward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."event_forward_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_forward_rules" ADD CONSTRAINT "event_forward_rules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_forward_deliveries_rule_idx" ON "event_forward_deliveries" USING btree ("rule_id","outbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_forward_deliveries_test_idx" ON "event_forward_deliveries" USING btree ("rule_id","created_at") WHERE "event_forward_deliveries"."is_test";--> statement-breakpoint
CREATE INDEX "event_forward_rules_org_idx" ON "event_forward_rules" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "event_forward_rules_enabled_idx" ON "event_forward_rules" USING btree ("id") WHERE "event_forward_rules"."is_enabled";