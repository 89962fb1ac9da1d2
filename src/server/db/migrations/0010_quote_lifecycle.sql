-- Issue 17: quotes a tradesperson can stake money on.
-- Revisions share their quote's number: "Q-0042 rev 2" is number 42, revision 2, and links to the
-- version it revises. A revision of an accepted quote is a variation, accepted or declined apart.
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revises_quote_id" uuid REFERENCES "quotes"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "is_variation" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "replaced_by_quote_id" uuid REFERENCES "quotes"("id") ON DELETE SET NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "quotes_number_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("business_id","number","revision");
--> statement-breakpoint
CREATE INDEX "quotes_revises_idx" ON "quotes" USING btree ("revises_quote_id");
--> statement-breakpoint
-- What the customer accepted, frozen: lines, totals, VAT, terms, and the SHA-256 of the PDF they saw.
ALTER TABLE "quotes" ADD COLUMN "accepted_snapshot" jsonb;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_pdf_sha256" text;
--> statement-breakpoint
-- The customer's own openings of the quote page (the business's previews do not count).
ALTER TABLE "quotes" ADD COLUMN "first_viewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "last_viewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Materials marked up: each line keeps its net cost and its own markup (null: the quote's margin);
-- unit_price_pence and total_pence stay what the customer is charged. Lines written before this
-- migration keep their prices: their net cost is their price and their markup 0.
ALTER TABLE "quotes" ADD COLUMN "materials_net_pence" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "quotes" SET "materials_net_pence" = "total_materials_cost_pence";
--> statement-breakpoint
ALTER TABLE "quote_materials" ADD COLUMN "net_unit_price_pence" bigint;
--> statement-breakpoint
UPDATE "quote_materials" SET "net_unit_price_pence" = "unit_price_pence";
--> statement-breakpoint
ALTER TABLE "quote_materials" ALTER COLUMN "net_unit_price_pence" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "quote_materials" ADD COLUMN "markup_percent" numeric;
--> statement-breakpoint
UPDATE "quote_materials" SET "markup_percent" = 0;
--> statement-breakpoint
-- Invoices that get paid: the business's bank details for "Pay by bank transfer".
ALTER TABLE "businesses" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_sort_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bank_account_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_quote_merchant_idx" ON "orders" USING btree ("quote_id","merchant_id");
