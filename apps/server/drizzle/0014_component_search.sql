CREATE TABLE "component_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "components_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "component_search_company_idx" ON "component_search" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "component_search_text_trgm_idx" ON "component_search" USING gin ("search_text" gin_trgm_ops);