-- Optimistic concurrency (issue 15 item 7, docs/decisions/0008-optimistic-concurrency.md): every
-- quote, invoice, customer and job carries a version. Each change adds one to it in the same
-- UPDATE, and a save names the version it was based on (`WHERE ... AND version = $n`), so a save
-- based on an old version changes nothing and answers 409 instead of overwriting.
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
