CREATE TABLE "unit_device_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_class" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unit_device_counts_company_idx" ON "unit_device_counts" USING btree ("company_id","device_class","delta");--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "components_state_company_idx" ON "components" USING btree ("state","company_id");--> statement-breakpoint
CREATE INDEX "components_search_trgm_idx" ON "components" USING gin (("name" || chr(10) || coalesce("code", '') || chr(10) || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_name_trgm_idx" ON "devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_code_trgm_idx" ON "devices" USING gin ("device_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_online_company_idx" ON "devices" USING btree ("company_id") WHERE "devices"."is_online";