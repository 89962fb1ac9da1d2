-- Issue 21: the books. How the business accounts for VAT (invoice basis, cash accounting or the
-- flat rate scheme with its trade's percentage), which quarters its MTD updates use, and a log of
-- the accounting exports so nothing is exported twice by mistake.
ALTER TABLE "businesses" ADD COLUMN "vat_scheme" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_vat_scheme_check" CHECK ("vat_scheme" IN ('invoice', 'cash', 'flat-rate'));--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "flat_rate_percent" numeric DEFAULT 9.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "mtd_quarter_basis" text DEFAULT 'tax-year' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_mtd_quarter_basis_check" CHECK ("mtd_quarter_basis" IN ('tax-year', 'calendar'));--> statement-breakpoint
CREATE TABLE "accounting_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"format" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"bill_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "accounting_exports_business_idx" ON "accounting_exports" ("business_id", "created_at");
