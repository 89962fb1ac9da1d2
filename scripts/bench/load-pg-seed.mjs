// The data of load-pg.mjs, written in bulk SQL (a few seconds, not 100,000 API calls): for every
// business signed in through the API (a copy of the demo business: its settings, its customer and
// its demo quote with lines), 300 customers and 500 quotes that copy the demo quote's figures and
// lines (so totals, the detail, the PDF and the customer page are all real), each quote its own
// customer, name, age and status: 40 % drafts, 50 % sent (with a customer link), 10 % declined.
const FIRST = ["Sarah", "James", "Priya", "Tom", "Aisha", "Gareth", "Chloe", "Dan", "Megan", "Olu"];
const LAST = [
  "Thompson",
  "Hughes",
  "Patel",
  "Evans",
  "Khan",
  "Jones",
  "Walsh",
  "Price",
  "Lee",
  "Ade",
];
const JOBS = [
  "Kitchen ceiling skim",
  "Bathroom re-tile",
  "Garden wall repoint",
  "Loft boarding",
  "Hallway replaster",
  "Stud wall and door",
];

const textArray = (values) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;

/** Seeds `customers` customers and `quotes` quotes into each business of `businessIds`. */
export async function seedBusinesses(client, businessIds, { customers = 300, quotes = 500 } = {}) {
  await client.query("begin");
  await client.query(
    `insert into customers (business_id, first_name, last_name, email, phone, address)
     select b.id, (${textArray(FIRST)})[1 + g % 10], (${textArray(LAST)})[1 + (g / 10) % 10],
       'customer' || g || '@example.co.uk', '07700 ' || lpad((900000 + g)::text, 6, '0'),
       g || ' Acreman Street, Sherborne DT9 3NX'
     from unnest($1::uuid[]) as b(id) cross join generate_series(0, $2::int - 1) as g`,
    [businessIds, customers],
  );
  await client.query(
    `create temp table bench_customers on commit drop as
     select id, business_id, first_name || ' ' || last_name as name,
       (row_number() over (partition by business_id order by email)) - 1 as k
     from customers where business_id = any($1::uuid[]) and email like 'customer%@example.co.uk'`,
    [businessIds],
  );
  await client.query("create index on bench_customers (business_id, k)");
  await client.query(
    `create temp table bench_template on commit drop as
     select distinct on (business_id) * from quotes
     where business_id = any($1::uuid[]) order by business_id, created_at`,
    [businessIds],
  );
  await client.query(
    `insert into quotes (business_id, number, name, customer_id, customer_name, job_description,
       labor_days, day_rate_pence, vat_included, vat_rate, margin_percent, profit_rule,
       total_materials_cost_pence, materials_net_pence, total_labor_pence, subtotal_pence,
       vat_amount_pence, total_amount_pence, profit_pence, status, public_token, sent_at, sent_to,
       expires_at, created_at, updated_at)
     select t.business_id, 100 + g, (${textArray(JOBS)})[1 + g % 6] || ', ' || c.name,
       c.id, c.name, t.job_description, t.labor_days, t.day_rate_pence, t.vat_included, t.vat_rate,
       t.margin_percent, t.profit_rule, t.total_materials_cost_pence, t.materials_net_pence,
       t.total_labor_pence, t.subtotal_pence, t.vat_amount_pence, t.total_amount_pence,
       t.profit_pence, s.status,
       case when s.status = 'draft' then null else md5(random()::text) || md5(g::text || t.business_id::text) end,
       case when s.status = 'draft' then null else now() - g * interval '37 minutes' end,
       case when s.status = 'draft' then null else 'customer' || (g % $2::int) || '@example.co.uk' end,
       now() + interval '30 days' - g * interval '37 minutes',
       now() - g * interval '37 minutes', now() - g * interval '37 minutes'
     from bench_template t
     cross join generate_series(1, $1::int) as g
     cross join lateral (select case when g % 10 < 4 then 'draft' when g % 10 < 9 then 'sent'
       else 'declined' end as status) as s
     join bench_customers c on c.business_id = t.business_id and c.k = g % $2::int`,
    [quotes, customers],
  );
  for (const [table, columns] of [
    [
      "quote_materials",
      "position, name, quantity, unit, net_unit_price_pence, markup_percent, unit_price_pence, total_pence, vat_rate, sku, merchant_id, product_id",
    ],
    ["quote_measurements", "position, label, value, unit"],
  ]) {
    const from = columns
      .split(", ")
      .map((c) => `l.${c}`)
      .join(", ");
    await client.query(
      `insert into ${table} (quote_id, business_id, ${columns})
       select q.id, q.business_id, ${from}
       from quotes q join bench_template t on t.business_id = q.business_id
       join ${table} l on l.quote_id = t.id
       where q.number >= 100`,
    );
  }
  await client.query("commit");
  await client.query("analyze");
}

/** Per business: its id, its quotes' ids and the customer links of its sent quotes. */
export async function businessData(client, businessIds) {
  const { rows } = await client.query(
    `select business_id, array_agg(id::text) as ids,
       array_agg(id::text) filter (where status in ('draft', 'sent')) as printable,
       array_agg(public_token) filter (where status = 'sent' and public_token is not null) as tokens
     from quotes where business_id = any($1::uuid[]) group by business_id`,
    [businessIds],
  );
  return new Map(rows.map((r) => [r.business_id, r]));
}

/** The business of the session behind each cookie (better-auth's cookie: token.signature). */
export async function businessOfCookie(client, cookie) {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error("no session cookie");
  const token = decodeURIComponent(value).split(".")[0];
  const { rows } = await client.query(
    `select m.business_id from session s join memberships m on m.user_id = s.user_id
     where s.token = $1`,
    [token],
  );
  if (!rows[0]) throw new Error("the session of a signed-in user was not found");
  return rows[0].business_id;
}
