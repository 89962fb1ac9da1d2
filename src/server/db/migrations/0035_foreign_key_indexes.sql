-- Every foreign key has an index (tests/db/business-indexes.test.ts): deleting the row it points
-- to looks its rows up, and without one that is a scan of every business's rows. Removing a site
-- photo scanned every quote (quotes.image_id), deleting a draft quote every quote
-- (replaced_by_quote_id), and deleting a business (old demos, every few hours) every quote line,
-- measurement, photo, invoice line, order line and revoked link of every business.
CREATE INDEX IF NOT EXISTS "quote_materials_business_idx" ON "quote_materials" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_measurements_business_idx" ON "quote_measurements" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_photos_business_idx" ON "quote_photos" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_lines_business_idx" ON "invoice_lines" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_lines_business_idx" ON "order_lines" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "revoked_quote_links_business_idx" ON "revoked_quote_links" ("business_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_replaced_by_idx" ON "quotes" ("replaced_by_quote_id") WHERE "replaced_by_quote_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_image_idx" ON "quotes" ("image_id") WHERE "image_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_trade_account_idx" ON "orders" ("trade_account_id") WHERE "trade_account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_deliveries_order_idx" ON "email_deliveries" ("order_id") WHERE "order_id" IS NOT NULL;
