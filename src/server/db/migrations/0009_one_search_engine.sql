-- One search engine (docs/decisions/0010-one-search-engine.md): the index lives in each
-- server's memory and is kept fresh by the writes themselves. Every insert or update stamps the
-- row with its transaction id; every delete logs the id; a truncate logs a null id (reload all).
-- No row is shared by writers. The name ranges, their masks, triggers and version row go.
DROP TRIGGER IF EXISTS product_search_inserted ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_updated ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_deleted ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_truncated ON products;--> statement-breakpoint
DROP INDEX IF EXISTS products_name_fold_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS products_name_cover_idx;--> statement-breakpoint
DROP INDEX IF EXISTS products_merchant_name_cover_idx;--> statement-breakpoint
DROP INDEX IF EXISTS products_category_name_cover_idx;--> statement-breakpoint
DROP TABLE IF EXISTS product_search_ranges;--> statement-breakpoint
DROP TABLE IF EXISTS product_search_state;--> statement-breakpoint
DO $$
DECLARE f regprocedure;
BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.proname LIKE 'product\_search\_%' AND p.pronamespace = 'public'::regnamespace
  LOOP
    EXECUTE 'DROP FUNCTION ' || f;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_txid bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX products_search_txid_idx ON products (search_txid);--> statement-breakpoint
CREATE TABLE product_search_deletions (
  product_id integer,
  txid bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX product_search_deletions_txid_idx ON product_search_deletions (txid);--> statement-breakpoint
CREATE FUNCTION product_search_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_txid := (pg_current_xact_id()::text)::bigint;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION product_search_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO product_search_deletions (product_id) VALUES (NULL);
  ELSE
    INSERT INTO product_search_deletions (product_id) SELECT o.id FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_stamp BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_stamp();--> statement-breakpoint
CREATE TRIGGER product_search_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_forget();--> statement-breakpoint
CREATE TRIGGER product_search_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_forget();
