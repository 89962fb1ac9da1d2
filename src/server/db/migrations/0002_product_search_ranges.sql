-- Product search ranges (docs/decisions/0004-product-search.md). The products, in name order, are
-- cut into ranges of about 1,000 rows; each range keeps a superset of the trigrams of its
-- rows' names and SKUs (folded: lower case, ASCII punctuation and spaces as 'q', so trigrams span
-- words) and 4-grams, as an 8,192-bit mask (two bits from hashtext(gram) set for each: a Bloom
-- filter). A contains-search reads the ranges whose mask has every bit of the term's grams and
-- walks the name index only inside them, in name order. Maintained here, by triggers on products:
-- inserts and renames add bits (deletes leave a superset behind, which is still correct),
-- ranges over 2,000 rows are cut again. Not part of the Drizzle schema: a backup does not carry it,
-- a restore rebuilds it through the triggers. A range holds the names from `lo` (inclusive) to `hi`
-- (exclusive; null: to the end), in the database's collation; `pos` orders the ranges as `lo` does
-- (so the search sorts numbers, not names: text sorts of these rows are slow on PGlite).
CREATE TABLE "product_search_ranges" (
	"lo" text PRIMARY KEY NOT NULL,
	"hi" text,
	"pos" double precision DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"mask" bit(8192) DEFAULT B'0'::bit(8192) NOT NULL
);
--> statement-breakpoint
-- Masks stay in the row, uncompressed (1 kB): every search reads them all.
ALTER TABLE "product_search_ranges" ALTER COLUMN "mask" SET STORAGE PLAIN;
--> statement-breakpoint
-- The first range starts at '' (at or before every name in any collation): every name has a range.
INSERT INTO "product_search_ranges" ("lo") VALUES ('');
--> statement-breakpoint
-- Lower case, with the 33 printable ASCII characters that are not letters or digits as 'q', so
-- that pg_trgm sees one word and its trigrams cross spaces and punctuation.
CREATE FUNCTION product_search_fold(s text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(s), ' !"#$%&''()*+,-./:;<=>?@[\]^_`{|}~', 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq')
$$;
--> statement-breakpoint
-- The search's exact plan for rarer terms finds candidates through this index (catalogue/search.ts).
CREATE INDEX "products_name_fold_trgm" ON "products" USING gin (product_search_fold("name") gin_trgm_ops);
--> statement-breakpoint
-- The mask of some trigrams and 4-grams, keeping only those of three or four characters without
-- pg_trgm's padding and not all digits (the search computes the same grams of a term: termGrams
-- in catalogue/search.ts). Each sets two bits, from two parts of hashtext(gram), so that a gram
-- that shares one bit with a gram found in every range still narrows the search.
CREATE FUNCTION product_search_mask(grams text[]) RETURNS bit(8192)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(set_bit(B'0'::bit(8192), s.b, 1)), B'0'::bit(8192))
  FROM (SELECT DISTINCT v.b
        FROM (SELECT DISTINCT hashtext(g) AS h FROM unnest(grams) g
              WHERE length(g) IN (3, 4) AND strpos(g, ' ') = 0
                AND translate(g, '0123456789', '') <> '') x
        CROSS JOIN LATERAL (VALUES (x.h & 8191), ((x.h >> 13) & 8191)) v(b)) s
$$;
--> statement-breakpoint
-- Every four characters of a text (four passes of non-overlapping matches, one per offset).
CREATE FUNCTION product_search_quads(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(m[1]), '{}')
  FROM generate_series(0, 3) k, regexp_matches(substr(t, k + 1), '....', 'g') m
$$;
--> statement-breakpoint
-- The mask of rows' names and SKUs, each argument the folded values joined by spaces.
CREATE FUNCTION product_search_mask(names text, skus text) RETURNS bit(8192)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT product_search_mask(show_trgm(coalesce(names, '')) || show_trgm(coalesce(skus, ''))
    || product_search_quads(coalesce(names, '')) || product_search_quads(coalesce(skus, '')))
$$;
--> statement-breakpoint
-- Recounts one range and recomputes its mask from its rows.
CREATE FUNCTION product_search_refresh(range_lo text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  next_lo text;
  n integer;
  m bit(8192);
BEGIN
  SELECT r.lo INTO next_lo FROM product_search_ranges r WHERE r.lo > range_lo ORDER BY r.lo LIMIT 1;
  IF next_lo IS NULL THEN
    SELECT count(*), product_search_mask(string_agg(product_search_fold(p.name), ' '),
                                         string_agg(product_search_fold(p.sku), ' '))
      INTO n, m FROM products p WHERE p.id > 0 AND p.name >= range_lo;
  ELSE
    SELECT count(*), product_search_mask(string_agg(product_search_fold(p.name), ' '),
                                         string_agg(product_search_fold(p.sku), ' '))
      INTO n, m FROM products p WHERE p.id > 0 AND p.name >= range_lo AND p.name < next_lo;
  END IF;
  UPDATE product_search_ranges SET rows = n, mask = m WHERE lo = range_lo;
  RETURN n;
END
$$;
--> statement-breakpoint
-- Cuts one range into ranges of `target` rows (at the name of every target-th row), links and
-- numbers them (positions between this range's and the next one's) and refreshes them.
CREATE FUNCTION product_search_split(range_lo text, target integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_lo text;
  first_pos double precision;
  next_pos double precision;
  pieces integer;
BEGIN
  SELECT r.lo, r.pos INTO next_lo, next_pos FROM product_search_ranges r
    WHERE r.lo > range_lo ORDER BY r.lo LIMIT 1;
  SELECT r.pos INTO first_pos FROM product_search_ranges r WHERE r.lo = range_lo;
  IF next_lo IS NULL THEN
    INSERT INTO product_search_ranges (lo)
      SELECT s.name FROM (SELECT p.name, row_number() OVER (ORDER BY p.name, p.id) AS rn
                          FROM products p WHERE p.id > 0 AND p.name >= range_lo) s
      WHERE s.rn % target = 1 AND s.rn > 1 AND s.name > range_lo
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO product_search_ranges (lo)
      SELECT s.name FROM (SELECT p.name, row_number() OVER (ORDER BY p.name, p.id) AS rn
                          FROM products p
                          WHERE p.id > 0 AND p.name >= range_lo AND p.name < next_lo) s
      WHERE s.rn % target = 1 AND s.rn > 1 AND s.name > range_lo
      ON CONFLICT DO NOTHING;
  END IF;
  SELECT count(*) INTO pieces FROM product_search_ranges r
    WHERE r.lo >= range_lo AND (next_lo IS NULL OR r.lo < next_lo);
  UPDATE product_search_ranges r
    SET hi = coalesce(n.hi, next_lo),
        pos = first_pos + (n.k - 1) * (coalesce(next_pos, first_pos + pieces) - first_pos) / pieces
    FROM (SELECT x.lo, lead(x.lo) OVER (ORDER BY x.lo) AS hi,
                 row_number() OVER (ORDER BY x.lo) AS k
          FROM product_search_ranges x
          WHERE x.lo >= range_lo AND (next_lo IS NULL OR x.lo < next_lo)) n
    WHERE r.lo = n.lo;
  PERFORM product_search_refresh(r.lo) FROM product_search_ranges r
    WHERE r.lo >= range_lo AND (next_lo IS NULL OR r.lo < next_lo);
END
$$;
--> statement-breakpoint
-- Recuts every range (after a bulk load with the triggers disabled, and below for existing rows).
CREATE FUNCTION product_search_rebuild(target integer DEFAULT 1000) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE product_search_ranges IN EXCLUSIVE MODE;
  DELETE FROM product_search_ranges;
  INSERT INTO product_search_ranges (lo) VALUES ('');
  PERFORM product_search_split('', target);
  RETURN (SELECT count(*) FROM product_search_ranges);
END
$$;
--> statement-breakpoint
-- Adds the trigrams of new or renamed rows to their ranges; cuts ranges that grew past 2,000 rows.
-- The caller's ROW EXCLUSIVE lock, taken before the ranges are looked up, keeps a cut (EXCLUSIVE,
-- by another transaction) from moving a boundary between the look-up and the update. A cut is
-- skipped while another transaction is writing, or outside READ COMMITTED (a later insert does it).
CREATE FUNCTION product_search_add(names text[], skus text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  big text;
BEGIN
  FOR big IN
    WITH x AS (
      SELECT (SELECT r.lo FROM product_search_ranges r WHERE r.lo <= c.name
              ORDER BY r.lo DESC LIMIT 1) AS lo, c.name, c.sku
      FROM unnest(names, skus) AS c(name, sku)),
    a AS (
      SELECT x.lo, count(*) AS n,
             product_search_mask(string_agg(product_search_fold(x.name), ' '),
                                 string_agg(product_search_fold(x.sku), ' ')) AS m
      FROM x GROUP BY x.lo)
    UPDATE product_search_ranges r
      SET rows = r.rows + a.n,
          mask = r.mask | a.m
      FROM a WHERE r.lo = a.lo
      RETURNING CASE WHEN r.rows > 2000 THEN r.lo END
  LOOP
    IF big IS NOT NULL AND current_setting('transaction_isolation') = 'read committed' THEN
      BEGIN
        LOCK TABLE product_search_ranges IN EXCLUSIVE MODE NOWAIT;
        PERFORM product_search_split(big, 1000);
      EXCEPTION WHEN lock_not_available THEN
        NULL;
      END;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE product_search_ranges IN ROW EXCLUSIVE MODE;
  PERFORM product_search_add(array_agg(n.name), array_agg(n.sku)) FROM new_rows n HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE product_search_ranges IN ROW EXCLUSIVE MODE;
  PERFORM product_search_add(array_agg(n.name), array_agg(n.sku))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.sku IS DISTINCT FROM o.sku
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- After TRUNCATE no row is left: empty every range (the cuts stay, a restore most likely fits them).
CREATE FUNCTION product_search_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_ranges SET rows = 0, mask = B'0'::bit(8192);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_inserted();
--> statement-breakpoint
CREATE TRIGGER product_search_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_truncated();
--> statement-breakpoint
-- Existing catalogues get their ranges now.
SELECT product_search_rebuild();
