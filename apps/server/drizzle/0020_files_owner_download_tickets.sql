CREATE TABLE "download_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"params" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "org_id" integer;--> statement-breakpoint
CREATE INDEX "download_tickets_expires_idx" ON "download_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "files_org_idx" ON "files" USING btree ("org_id");--> statement-breakpoint
-- Owners for files uploaded before owners: a floor plan belongs to its unit, anything else to its uploader's organisation.
UPDATE "files" SET "org_id" = "floor_plans"."company_id" FROM "floor_plans" WHERE "floor_plans"."file_id" = "files"."id";--> statement-breakpoint
UPDATE "files" SET "org_id" = "users"."org_id" FROM "users" WHERE "files"."org_id" IS NULL AND "users"."id" = "files"."uploader_id";
