CREATE TABLE "patrol_record_unit_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL
);
