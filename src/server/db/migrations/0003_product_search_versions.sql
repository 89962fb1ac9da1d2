-- Versions for the app's copy of the search ranges (docs/decisions/0004-product-search.md,
-- catalogue/search-memory.ts). Every statement that changes what a search can find (insert; an
-- update of a name, SKU, merchant, category or owner; delete; truncate; a rebuild) adds one to
-- `product_search_state.version` and stamps the ranges it touched with the new value, in its own
-- transaction. A server compares the state's version with the one it last saw and reloads only
-- the ranges whose (lo, hi, version) changed. The state row is taken first in every trigger, so
-- writers of products queue on it (one order of locks: no deadlock with the ranges' rows).
CREATE TABLE "product_search_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
ALTER TABLE "product_search_ranges" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION product_search_bump() RETURNS bigint
LANGUAGE sql AS $$
  UPDATE product_search_state SET version = version + 1 WHERE id = 1 RETURNING version
$$;
--> statement-breakpoint
-- Stamps the ranges holding these names (every range when null) with the version v.
CREATE FUNCTION product_search_stamp(v bigint, names text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF names IS NULL THEN
    UPDATE product_search_ranges SET version = v;
  ELSE
    UPDATE product_search_ranges r SET version = v
      WHERE r.lo IN (SELECT (SELECT x.lo FROM product_search_ranges x WHERE x.lo <= n.name
                             ORDER BY x.lo DESC LIMIT 1)
                     FROM unnest(names) AS n(name));
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint := product_search_bump();
BEGIN
  LOCK TABLE product_search_ranges IN ROW EXCLUSIVE MODE;
  PERFORM product_search_add(array_agg(n.name), array_agg(n.sku)) FROM new_rows n HAVING count(*) > 0;
  PERFORM product_search_stamp(v, array_agg(n.name)) FROM new_rows n HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                 WHERE n.name IS DISTINCT FROM o.name OR n.sku IS DISTINCT FROM o.sku
                    OR n.merchant_id IS DISTINCT FROM o.merchant_id
                    OR n.category_id IS DISTINCT FROM o.category_id
                    OR n.business_id IS DISTINCT FROM o.business_id) THEN
    RETURN NULL;
  END IF;
  v := product_search_bump();
  LOCK TABLE product_search_ranges IN ROW EXCLUSIVE MODE;
  PERFORM product_search_add(array_agg(n.name), array_agg(n.sku))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.sku IS DISTINCT FROM o.sku
    HAVING count(*) > 0;
  PERFORM product_search_stamp(v, array_agg(n.name) || array_agg(o.name))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.sku IS DISTINCT FROM o.sku
       OR n.merchant_id IS DISTINCT FROM o.merchant_id
       OR n.category_id IS DISTINCT FROM o.category_id
       OR n.business_id IS DISTINCT FROM o.business_id
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
    RETURN NULL;
  END IF;
  v := product_search_bump();
  LOCK TABLE product_search_ranges IN ROW EXCLUSIVE MODE;
  PERFORM product_search_stamp(v, array_agg(o.name)) FROM old_rows o;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint := product_search_bump();
BEGIN
  UPDATE product_search_ranges SET rows = 0, mask = B'0'::bit(8192), version = v;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_rebuild(target integer DEFAULT 1000) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v bigint := product_search_bump();
BEGIN
  LOCK TABLE product_search_ranges IN EXCLUSIVE MODE;
  DELETE FROM product_search_ranges;
  INSERT INTO product_search_ranges (lo) VALUES ('');
  PERFORM product_search_split('', target);
  UPDATE product_search_ranges SET version = v;
  RETURN (SELECT count(*) FROM product_search_ranges);
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_deleted();
