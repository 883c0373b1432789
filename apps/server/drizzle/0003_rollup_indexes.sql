DROP INDEX "components_floor_idx";--> statement-breakpoint
CREATE INDEX "components_device_state_idx" ON "components" USING btree ("device_id","state");--> statement-breakpoint
CREATE INDEX "components_floor_state_idx" ON "components" USING btree ("floor_id","state");--> statement-breakpoint
CREATE INDEX "components_building_state_idx" ON "components" USING btree ("building_id","state");--> statement-breakpoint
CREATE INDEX "devices_floor_state_idx" ON "devices" USING btree ("floor_id","state");--> statement-breakpoint
CREATE INDEX "devices_building_state_idx" ON "devices" USING btree ("building_id","state");--> statement-breakpoint
CREATE INDEX "devices_company_state_idx" ON "devices" USING btree ("company_id","state");