CREATE TABLE "event_org_day_counts" (
	"org_id" integer NOT NULL,
	"site_day" date NOT NULL,
	"status_category" text NOT NULL,
	"alarm_type" text NOT NULL,
	"system_type" smallint NOT NULL,
	"enum_confirm_type" smallint NOT NULL,
	"process_way" smallint NOT NULL,
	"confirm_reason_id" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_org_day_counts_pk" PRIMARY KEY("org_id","site_day","status_category","alarm_type","system_type","enum_confirm_type","process_way","confirm_reason_id")
);
--> statement-breakpoint
CREATE TABLE "event_unit_month_counts" (
	"company_id" integer NOT NULL,
	"site_month" date NOT NULL,
	"status_category" text NOT NULL,
	"events" integer NOT NULL,
	"unprocessed" integer NOT NULL,
	CONSTRAINT "event_unit_month_counts_pk" PRIMARY KEY("company_id","site_month","status_category")
);
