-- A customer's jobs and invoices read through an index of their own: the customer's page and the
-- lists filtered to one customer (?customerId=), and deleting a customer, which sets their jobs'
-- and invoices' customer_id to null, scanned every business's jobs and invoices without it.
CREATE INDEX IF NOT EXISTS "jobs_customer_idx" ON "jobs" ("customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_customer_idx" ON "invoices" ("customer_id");
