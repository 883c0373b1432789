CREATE TABLE "event_day_counts" (
	"site_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"status_category" text NOT NULL,
	"alarm_type" text NOT NULL,
	"system_type" smallint NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"process_way" smallint NOT NULL,
	"confirm_reason_id" integer NOT NULL,
	"is_shielded" boolean NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_day_counts_pk" PRIMARY KEY("company_id","site_day","status_category","alarm_type","system_type","enum_confirm_type","process_way","confirm_reason_id","is_shielded")
);
--> statement-breakpoint
CREATE TABLE "event_day_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"status_category" text NOT NULL,
	"alarm_type" text NOT NULL,
	"system_type" smallint NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"process_way" smallint NOT NULL,
	"confirm_reason_id" integer NOT NULL,
	"is_shielded" boolean NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_unit_counts" (
	"company_id" integer NOT NULL,
	"status_category" text NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"is_shielded" boolean NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_unit_counts_pk" PRIMARY KEY("company_id","status_category","enum_confirm_type","is_shielded")
);
--> statement-breakpoint
CREATE TABLE "site_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"utc_offset_minutes" integer NOT NULL,
	CONSTRAINT "site_clock_one_row" CHECK ("site_clock"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "event_day_counts_day_idx" ON "event_day_counts" USING btree ("site_day");