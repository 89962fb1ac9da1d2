-- Issue 21: expenses the business enters itself, for the MTD quarter's other categories and the
-- VAT return's input tax. Money in pence; VAT never more than the amount before it.
CREATE TABLE "business_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"spent_on" date NOT NULL,
	"category" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"net_pence" bigint NOT NULL,
	"vat_pence" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_expenses_amounts_check" CHECK ("net_pence" > 0 AND "vat_pence" >= 0 AND "vat_pence" <= "net_pence")
);--> statement-breakpoint
CREATE INDEX "business_expenses_business_day_idx" ON "business_expenses" ("business_id", "spent_on", "id");
