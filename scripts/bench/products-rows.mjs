// The synthetic catalogue of the in-memory product search scripts (products-ab.mjs,
// products-libraries.mjs): the rows of `npm run bench -- products` as the index's load statement
// returns them, and a database that answers the index's statements from them in memory.
import { PgDialect } from "drizzle-orm/pg-core";
import { NOUNS, nameOf, parts, skuOf } from "./products.mjs";

/** The searching business, and how many products of its own follow the public ones. */
export const [BUSINESS, PRIVATE] = ["business", 2_000];

/**
 * Product `id` (from 1) of `n` public products then PRIVATE of BUSINESS's own. With `models` > 0
 * each public name ends with one of that many model codes, as a real catalogue's names bring tens
 * of thousands of distinct words (the synthetic names alone have a few hundred).
 */
export function productRow(id, n, models = 0) {
  if (id <= n) {
    const noun = parts(id - 1).noun;
    const model =
      models > 0
        ? ` ${["bx", "kl", "tz", "pr", "qv"][id % 5]}${((id * 7919) % models).toString(36)}`
        : "";
    const description = `Trade quality ${NOUNS[noun].toLowerCase()}, stocked at every branch.`;
    return [
      id,
      null,
      ((id - 1) % 3) + 1,
      noun + 1,
      `${nameOf(id - 1)}${model}`,
      skuOf(id - 1),
      description,
      "5",
    ];
  }
  const i = id - n - 1;
  return [id, BUSINESS, (i % 3) + 1, (i % 40) + 1, `Own ${nameOf(i)}`, `OWN${i}`, "", "5"];
}

/** Answers the index's load, categories and catch-up statements (nothing changes) from `productRow`. */
export function syntheticDatabase(n, models = 0) {
  const dialect = new PgDialect();
  return {
    execute: async (query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      if (text.includes("product_categories"))
        return { rows: [{ c: JSON.stringify(NOUNS.map((name, i) => [i + 1, name])) }] };
      if (/where id > \$1 order by id\s+limit \$2/.test(text)) {
        const [last, size] = params.map(Number);
        const rows = [];
        for (let id = last + 1; id <= Math.min(n + PRIVATE, last + size); id++)
          rows.push(productRow(id, n, models));
        return { rows: [{ rows: JSON.stringify(rows) }] };
      }
      return { rows: [{ xmin: "10", own: "-1", rows: "[]", gone: "[]" }] };
    },
  };
}
