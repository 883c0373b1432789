CREATE TABLE "maint_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	"amount_received" numeric(14, 2) DEFAULT 0 NOT NULL,
	"received_date" date,
	"invoice_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creater_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maint_charges" ADD CONSTRAINT "maint_charges_contract_id_maint_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maint_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maint_charges_contract_start_idx" ON "maint_charges" USING btree ("contract_id","start_date");--> statement-breakpoint
CREATE INDEX "maint_charges_start_idx" ON "maint_charges" USING btree ("start_date");