ALTER TABLE "maint_contracts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "suspended_by" integer;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "suspend_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD COLUMN "resumed_by" integer;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD CONSTRAINT "maint_contracts_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maint_contracts" ADD CONSTRAINT "maint_contracts_resumed_by_users_id_fk" FOREIGN KEY ("resumed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;