-- Issue 19: every business email goes through the durable queue (pg-boss, its own schema
-- "pgboss", made by pg-boss itself). One row per email says what became of it: queued, sent or
-- failed with the reason, shown on the quote or invoice with "Send again". The laid-out message
-- (PDF included) is kept so a retry or "Send again" sends exactly what was sent the first time.
CREATE TABLE "email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"quote_id" uuid REFERENCES "quotes"("id") ON DELETE CASCADE,
	"invoice_id" uuid REFERENCES "invoices"("id") ON DELETE CASCADE,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL CHECK ("state" IN ('queued', 'sent', 'failed')),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_deliveries_quote_idx" ON "email_deliveries" ("quote_id", "created_at");
--> statement-breakpoint
CREATE INDEX "email_deliveries_invoice_idx" ON "email_deliveries" ("invoice_id", "created_at");
--> statement-breakpoint
CREATE INDEX "email_deliveries_business_idx" ON "email_deliveries" ("business_id", "created_at");
