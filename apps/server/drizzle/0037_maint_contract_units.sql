DROP INDEX "maint_contracts_cared_idx";--> statement-breakpoint
ALTER TABLE "maint_contracts" DROP COLUMN "company_cared_id";