/**
 * Seeded fuzzing of every operation in /api/openapi.json (plus better-auth's main endpoints).
 *
 * Business A owns real data (made with the factories); business B, and a signed-out client, send
 * malformed and hostile input to every operation, with A's ids, random uuids and garbage in the
 * path. Asserts: no 500; every 4xx from our API has the `{ error: { code, message } }` shape; the
 * database is unchanged by every refused request (a transactional write counter bumped by a row
 * trigger on every table, read before and after each request; cross-checked per operation with a
 * count + md5 of every row of every table); and A's data is untouched at the end.
 *
 * Repeatable: fast-check generates every case from FUZZ_SEED (override with the env variable).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { DEFAULT_REQUEST_LIMITS } from "../../src/server/http/request-limits";
import { signedInBrowser } from "../support/browser";
import {
  createCustomer,
  createInvoice,
  createJob,
  createOrder,
  createPayment,
  createQuote,
  createScrapingJob,
  createTradeAccount,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
/** Requests per operation and client: 90 operations x (40 + 20) > 5,000. */
const AS_B = 40;
const SIGNED_OUT = 20;
const HUGE = "A".repeat(100 * 1024);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Schema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
}
interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string; schema?: Schema }[];
  body?: { type: string; schema?: Schema };
}

let t: TestApp;
let cookieB = "";
let businessA = "";
let idsOfA: Record<string, string> = {};
const ops: Operation[] = [];
let components: Record<string, Schema> = {};

beforeAll(async () => {
  // Bob's thousands of requests in a minute would mostly meet his business's request limits
  // (tests/api/request-limits.test.ts): lifted here, so the fuzzing reaches every handler.
  const lifted = { ...DEFAULT_REQUEST_LIMITS };
  for (const key of Object.keys(lifted) as (keyof typeof lifted)[]) lifted[key] = 1_000_000;
  t = await createTestApp({ requestLimits: lifted });
  const a = await signedInBrowser(t, { name: "Alice Owner" });
  const b = await signedInBrowser(t, { name: "Bob Intruder" });
  cookieB = b.browser.cookieHeader;
  businessA = (await (await a.browser.get("/api/me")).json()).business.id;
  const db = t.deps.db;
  const customer = await createCustomer(db, { businessId: businessA });
  const quote = await createQuote(db, {
    businessId: businessA,
    customerId: customer.id,
    publicToken: `tok-${randomUUID()}`,
    status: "sent",
  });
  const job = await createJob(db, { businessId: businessA, quoteId: quote.id });
  const invoice = await createInvoice(db, { businessId: businessA, quoteId: quote.id });
  const payment = await createPayment(db, { invoiceId: invoice.id });
  const order = await createOrder(db, { businessId: businessA, quoteId: quote.id });
  const account = await createTradeAccount(db, { businessId: businessA });
  const scrape = await createScrapingJob(db, { businessId: businessA });
  // The emailed token is a credential, not an id: a customer holding A's link may act on it. The
  // fuzzer gets a token of a third business so that A's data must stay untouched.
  const other = await createQuote(db, { publicToken: `tok-${randomUUID()}`, status: "sent" });
  idsOfA = {
    customers: customer.id,
    quotes: quote.id,
    jobs: job.id,
    invoices: invoice.id,
    payments: payment.id,
    orders: order.id,
    "trade-accounts": account.id,
    scraper: String(scrape.id),
    token: other.publicToken ?? "",
    products: "1",
    favourites: "1",
  };

  const doc = await (await t.request("/api/openapi.json")).json();
  components = doc.components?.schemas ?? {};
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })
        ?.content;
      const type = content ? Object.keys(content)[0] : undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation["params"]) ?? [],
        body: type ? { type, schema: content?.[type]?.schema } : undefined,
      });
    }
  }
  // better-auth's own routes are not in the document: fuzz the main ones (only "no 500" there).
  for (const path of [
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/two-factor/verify-totp",
  ]) {
    ops.push({ method: "POST", path, params: [], body: { type: "application/json" } });
  }
  ops.push({
    method: "GET",
    path: "/api/auth/verify-email",
    params: [{ in: "query", name: "token", schema: { type: "string" } }],
  });
  ops.push({ method: "GET", path: "/api/auth/get-session", params: [] });
}, 120_000);
afterAll(() => t?.close());

// ---- generators ---------------------------------------------------------------------------

const hostileStrings = [
  "",
  " ",
  HUGE,
  "😀🔥👷‍♀️🏴󠁧󠁢󠁳󠁣󠁴󠁿",
  "\u202Eevil\u202C مرحبا עברית",
  "nul\u0000byte",
  "\u0000",
  "' OR 1=1 --",
  "'; drop table quotes; --",
  '" OR ""="',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "NaN",
  "Infinity",
  "-1",
  "1e308",
  "0.5",
  "null",
  "undefined",
  "true",
  "{}",
  "[]",
  "\ud800",
  "00000000-0000-0000-0000-000000000000",
  "javascript:alert(1)",
  "http://169.254.169.254/latest/meta-data/",
  "file:///etc/passwd",
];
const hostileNumbers = [
  1e308,
  -1e308,
  -1,
  0,
  -0.5,
  0.5,
  1.5,
  12.345,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar) },
);

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split("/").pop() ?? ""]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return resolve(alt.find((s) => s.type !== "null") ?? alt[0]);
  return schema;
}

/** A plausible value for a schema, each part of it replaced by a hostile one with probability p. */
function valueFor(schema: Schema | undefined, rand: () => number, p: number, depth = 0): Json {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  if (rand() < p)
    return fc.sample(hostileValue, { seed: Math.floor(rand() * 2 ** 31), numRuns: 1 })[0]!;
  const s = resolve(schema);
  if (s.enum?.length) return pick(s.enum);
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== "null") ?? "string") : s.type;
  switch (type) {
    case "string":
      if (s.format === "uuid") return pick([seededUuid(rand), ...Object.values(idsOfA)]);
      if (s.format === "email") return `fuzz${Math.floor(rand() * 1e6)}@example.co.uk`;
      if (s.format === "date") return "2030-01-15";
      if (s.format === "date-time") return "2030-01-15T09:00:00.000Z";
      return pick(["Kitchen wall", "Plasterboard", "Leeds LS1 4AB", "07700 900123", "x"]);
    case "integer":
      return pick([0, 1, 2, 100, 2500]);
    case "number":
      return pick([0, 1, 2.5, 20, 1099]);
    case "boolean":
      return rand() < 0.5;
    case "array":
      return depth > 3 ? [] : [valueFor(s.items, rand, p, depth + 1)];
    default: {
      if (depth > 4) return {};
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        const required = s.required?.includes(k);
        if (!required && rand() < 0.3) continue;
        if (required && rand() < p / 3) continue; // a missing required field
        out[k] = valueFor(v, rand, p, depth + 1);
      }
      if (rand() < p)
        out[pick(["__proto__x", "businessId", "id", "isAdmin", "role"])] = pick([
          seededUuid(rand),
          businessA,
          true,
          "owner",
        ]);
      return out;
    }
  }
}

function pathParam(name: string, path: string, rand: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const resource =
    name === "token" ? "token" : name === "paymentId" ? "payments" : (path.split("/")[2] ?? "");
  const real = idsOfA[resource];
  const choices = [
    seededUuid(rand),
    "00000000-0000-0000-0000-000000000000",
    "1",
    "-1",
    "0",
    "1.5",
    "1e308",
    "NaN",
    "99999999999999999999",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "😀",
    "nul\u0000",
    "a".repeat(5000),
    "..%2f..%2f",
    ...(real ? [real, real, real] : []),
  ];
  return encodeURIComponent(pick(choices));
}

interface Case {
  url: string;
  init: RequestInit;
}

function makeCase(op: Operation, rand: () => number): Case {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParam(name, op.path, rand));
  const query = new URLSearchParams();
  for (const param of op.params.filter((x) => x.in === "query")) {
    if (rand() < 0.4) continue;
    const v = valueFor(param.schema, rand, 0.6);
    query.set(param.name, typeof v === "string" ? v.slice(0, 2000) : JSON.stringify(v));
  }
  if (rand() < 0.1) query.set("extra", pick(hostileStrings).slice(0, 200));
  if ([...query].length) url += `?${query}`;
  const init: RequestInit = { method: op.method };
  if (op.method === "GET" || op.method === "DELETE") return { url, init };
  const headers: Record<string, string> = {};
  const roll = rand();
  if (roll < 0.06) {
    // no body at all
  } else if (roll < 0.12) {
    headers["content-type"] = "application/json";
    init.body = pick(["{", "not json", '{"a":', "\u0000", "[1,2", HUGE]);
  } else if (roll < 0.18) {
    headers["content-type"] = pick([
      "text/plain",
      "application/x-www-form-urlencoded",
      "image/png",
    ]);
    init.body = JSON.stringify(valueFor(op.body?.schema, rand, 0.2));
  } else if (roll < 0.24) {
    const form = new FormData();
    form.set(
      pick(["file", "logo", "name"]),
      new Blob([pick(["<svg onload=alert(1)>", "GIF89a", "\x89PNG\r\n\x1a\n", HUGE])], {
        type: pick(["image/png", "image/svg+xml", "text/html"]),
      }),
      "x.png",
    );
    init.body = form;
  } else if (roll < 0.34) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(
      fc.sample(hostileValue, { seed: Math.floor(rand() * 2 ** 31), numRuns: 1 })[0],
    );
  } else {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(valueFor(op.body?.schema, rand, pick([0.05, 0.2, 0.5])));
  }
  init.headers = headers;
  return { url, init };
}

// ---- database state -----------------------------------------------------------------------

/** Tables refused requests legitimately write: rate-limit counters and the sign-in lockout. */
const volatile = new Set(["rate_limit", "login_lockout", "fuzz_writes"]);
let tableNames: string[] = [];

/**
 * A transactional write counter: a row trigger on every table bumps fuzz_writes.n, so reading one
 * number before and after a request tells whether it changed anything (rolled-back work does not
 * count, as it leaves no trace).
 */
async function installWriteCounter() {
  const tables = await queryRows<{ name: string }>(
    t.deps.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tableNames = tables.map((x) => x.name).filter((n) => !volatile.has(n) && !n.startsWith("__"));
  await t.deps.db.execute(sql`create table fuzz_writes (n bigint not null)`);
  await t.deps.db.execute(sql`insert into fuzz_writes values (0)`);
  await t.deps.db.execute(
    sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`),
  );
  for (const name of tableNames) {
    await t.deps.db.execute(
      sql.raw(
        `create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count()`,
      ),
    );
  }
}

async function writeCount(): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(t.deps.db, sql`select n from fuzz_writes`);
  return Number(row?.n ?? 0);
}

/** Per table: row count and md5 of every row; the cross-check of the write counter. */
async function dbState(): Promise<Map<string, string>> {
  const query = tableNames
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from "${name}" r`,
    )
    .join(" union all ");
  const rows = await queryRows<{ name: string; hash: string }>(t.deps.db, sql.raw(query));
  return new Map(rows.map((r) => [r.name, r.hash]));
}

function diff(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
}

async function tenantChecksum(businessId: string) {
  const tables = await queryRows<{ name: string }>(
    t.deps.db,
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'business_id' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ hash: string }>(
      t.deps.db,
      sql.raw(
        `select count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from "${name}" r where business_id::text = '${businessId}'`,
      ),
    );
    out[name] = row?.hash ?? "";
  }
  return out;
}

// ---- the run ------------------------------------------------------------------------------

describe("fuzzing every API operation", () => {
  it("never answers 500, refuses in the one error shape and changes nothing when refusing", async () => {
    const started = Date.now();
    const aBefore = await tenantChecksum(businessA);
    const rand = mulberry32(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let refused = 0;
    await installWriteCounter();

    for (const op of ops) {
      const clients = [
        ...Array.from({ length: AS_B }, () => cookieB),
        ...Array.from({ length: SIGNED_OUT }, () => ""),
      ];
      const batchBefore = await dbState();
      let batchAccepted = 0;
      let count = await writeCount();
      for (const cookie of clients) {
        const { url, init } = makeCase(op, rand);
        const headers = new Headers(init.headers);
        if (cookie) headers.set("cookie", cookie);
        // A fresh address per request: the rate limiters would otherwise answer most of them.
        const ip = `10.${Math.floor(rand() * 250)}.${Math.floor(rand() * 250)}.${Math.floor(rand() * 250) + 1}`;
        const res = await t.request(url, { ...init, headers, ip });
        sent++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${op.method} ${op.path} as ${cookie ? "B" : "anonymous"} -> ${res.status} (${decodeURIComponent(url).slice(0, 120)}) body=${String(init.body ?? "").slice(0, 200)}`;
        const text = await res.text();
        if (res.status >= 500) failures.push(`${label}: ${text.slice(0, 300)}`);
        const ours = !op.path.startsWith("/api/auth/");
        if (ours && res.status >= 400 && res.status < 500) {
          let shape = false;
          try {
            const json = JSON.parse(text);
            shape =
              typeof json?.error?.code === "string" && typeof json?.error?.message === "string";
          } catch {
            shape = false;
          }
          if (!shape) failures.push(`${label}: not the error shape: ${text.slice(0, 200)}`);
        }
        const next = await writeCount();
        if (res.status >= 400) {
          refused++;
          if (next !== count) failures.push(`${label}: refused but wrote ${next - count} rows`);
        } else batchAccepted++;
        count = next;
      }
      // Cross-check of the counter: a batch with nothing accepted leaves every table as it was.
      if (batchAccepted === 0) {
        const changed = diff(batchBefore, await dbState());
        if (changed.length) {
          failures.push(`${op.method} ${op.path}: all refused but changed ${changed.join(", ")}`);
        }
      }
    }
    const elapsed = Date.now() - started;
    console.info(
      `fuzz: seed ${SEED}, ${ops.length} operations, ${sent} requests (${refused} refused) in ${elapsed} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    // Business B never reached business A's data.
    expect(await tenantChecksum(businessA)).toEqual(aBefore);
  }, 180_000);
});

/** A v4-looking uuid from the seeded PRNG. */
function seededUuid(rand: () => number) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small seeded PRNG (mulberry32): the whole run follows from SEED. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
