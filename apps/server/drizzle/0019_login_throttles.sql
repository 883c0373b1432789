CREATE TABLE "login_throttles" (
	"name" text NOT NULL,
	"source" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_name_source_pk" PRIMARY KEY("name","source")
);
--> statement-breakpoint
CREATE INDEX "login_throttles_window_idx" ON "login_throttles" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";