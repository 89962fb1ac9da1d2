-- The search index reads what was written since it last looked in batches, in stamp order
-- (catalogue/search/engine.ts, LIMITS.batchRows): each batch starts after the last row of the one
-- before, which one import's rows (all of one stamp) can only find by id as well.
DROP INDEX IF EXISTS products_search_txid_idx;--> statement-breakpoint
CREATE INDEX products_search_txid_idx ON products (search_txid, id);
