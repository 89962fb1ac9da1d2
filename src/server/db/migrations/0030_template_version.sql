-- Issue 20: two phones editing one template overwrote each other. A template carries a version like
-- quotes and customers (docs/decisions/0008-optimistic-concurrency.md); a save names the one it read.
ALTER TABLE "quote_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
