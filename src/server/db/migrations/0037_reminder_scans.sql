-- The hourly reminders look for sent quotes by when they were sent and sent invoices by their due
-- date, across every business: without an index each run read the whole quotes and invoices
-- tables on the database every business shares. Partial: only sent ones are ever looked for.
CREATE INDEX IF NOT EXISTS "quotes_sent_at_idx" ON "quotes" ("sent_at") WHERE "status" = 'sent';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_sent_due_idx" ON "invoices" ("due_date") WHERE "status" = 'sent';
