import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { addressClass, parseRobots, robotsAllows } from "../../src/server/features/scraper/fetch";
import { parsePage, parsePricePence } from "../../src/server/features/scraper/parse";
import { setScraperOptions } from "../../src/server/features/scraper/service";
import { type Browser, signedInBrowser } from "../support/browser";
import { scrapeAndWait } from "../support/scrape";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";
import { createTestApp, type TestApp } from "../support/test-app";

interface ScrapeJson {
  success: boolean;
  message: string;
  jobId: string | null;
  products: {
    id: number;
    name: string;
    sku: string;
    pricePence: number;
    stock: string;
    url: string;
    imageUrl: string;
    description: string;
    categoryName: string | null;
    merchantId: number;
  }[];
  job: {
    status: string;
    pagesDone: number;
    pagesTotal: number | null;
    newProducts: number;
    updatedProducts: number;
    error: string | null;
  } | null;
}

let t: TestApp;
let fx: SupplierFixture;
let b: Browser;
let other: Browser;

/** A scrape run to its end: the test app's queue runs it as soon as the request is answered. */
const scrape = (url: string, who: Browser = b) => scrapeAndWait<ScrapeJson>(who, url);

beforeAll(async () => {
  fx = await startSupplierFixture({ slowMs: 1500 });
  t = await createTestApp({
    scraperAllowedHosts: ["127.0.0.1", "localhost", "169.254.169.254"],
    scraperAllowPrivate: true,
  });
  setScraperOptions(t.deps, { pageTimeoutMs: 400, minIntervalMs: 0 });
  b = (await signedInBrowser(t)).browser;
  other = (await signedInBrowser(t)).browser;
});
afterAll(async () => {
  await t.close();
  await fx.close();
});

describe("POST /api/scraper/scrape: supplier pages", () => {
  it("needs a session", async () => {
    const res = await t.request("/api/scraper/scrape", {
      method: "POST",
      json: { url: fx.origin },
    });
    expect(res.status).toBe(401);
  });

  it("scrapes a category listing across its pages, upserting new products", async () => {
    const { status, body } = await scrape(`${fx.origin}/c/plasterboard`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Scraped 25 products: 25 new and 0 updated");
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.job).toMatchObject({
      status: "completed",
      pagesDone: 3,
      pagesTotal: 3,
      newProducts: 25,
      updatedProducts: 0,
    });
    expect(body.products).toHaveLength(25);
    const first = body.products.find((p) => p.sku === "FX1001");
    expect(first).toMatchObject({
      name: "Gyproc WallBoard Tapered Edge 12.5mm x 1200 x 2400mm",
      pricePence: 450,
      stock: "In stock",
      url: `${fx.origin}/p/gyproc-wallboard-tapered-edge-12-5mm-x-1200-x-2400mm/FX1001`,
      imageUrl: `${fx.origin}/img/FX1001.jpg`,
      categoryName: "Plasterboard & Plastering",
      merchantId: 1,
    });
    expect(body.products.find((p) => p.sku === "FX1004")?.stock).toBe("Out of stock");
    // Honest agent, robots.txt read first, each listing page once.
    expect(fx.userAgents.at(-1)).toMatch(/^SoleBot\/1\.0 \(\+http/);
    expect(fx.hits).toContain("/robots.txt");
    expect(fx.hits.filter((h) => h.startsWith("/c/plasterboard"))).toHaveLength(3);
  });

  it("counts new and updated products when a changed page is scraped again", async () => {
    fx.setVersion(2);
    const { body } = await scrape(`${fx.origin}/c/plasterboard`);
    fx.setVersion(1);
    expect(body.success).toBe(true);
    expect(body.job).toMatchObject({ newProducts: 1, updatedProducts: 3, pagesDone: 3 });
    expect(body.message).toBe("Scraped 26 products: 1 new and 3 updated");
    expect(body.products.find((p) => p.sku === "FX1001")?.pricePence).toBe(550);
    // An unchanged page changes nothing.
    const again = await scrape(`${fx.origin}/c/plasterboard?page=3`);
    expect(again.body.job).toMatchObject({ newProducts: 0, pagesDone: 1 });
  });

  it("keeps one business's scraped products away from another's catalogue", async () => {
    const rows = await queryRows<{ n: number | string }>(
      t.deps.db,
      sql`select count(*) as n from products where sku = 'FX1001' and business_id is null`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const theirs = await (await other.get("/api/scraper/products")).json();
    expect(theirs.total).toBe(0);
    const mine = await (await b.get("/api/scraper/products?pageSize=10")).json();
    expect(mine.total).toBe(26);
    expect(mine.products).toHaveLength(10);
    const cats = await (await b.get("/api/scraper/categories")).json();
    expect(cats.categories).toContainEqual({
      id: expect.any(Number),
      name: "Plasterboard & Plastering",
      productCount: 26,
    });
    const catId = cats.categories[0].id;
    const page3 = await (await b.get(`/api/scraper/products?categoryId=${catId}&page=3`)).json();
    expect(page3.products).toHaveLength(6);
    const search = await (await b.get("/api/scraper/products?q=thistle")).json();
    expect(search.total).toBe(4);
    const jobs = await (await b.get("/api/scraper/jobs")).json();
    expect(jobs.jobs.length).toBe(3);
    expect(jobs.jobs[0]).toMatchObject({ status: "completed" });
    expect((await (await other.get("/api/scraper/jobs")).json()).jobs).toHaveLength(0);
  });

  it("reads a product page's JSON-LD", async () => {
    const { body } = await scrape(`${fx.origin}/p/knauf-loft-roll/LD5001`);
    expect(body.success).toBe(true);
    expect(body.products).toEqual([
      expect.objectContaining({
        sku: "LD5001",
        name: "Knauf Loft Roll 44 Combi-Cut 200mm x 5.61m",
        pricePence: 2749,
        stock: "In stock",
        imageUrl: `${fx.origin}/img/LD5001.jpg`,
        categoryName: "Insulation",
        description: "Glass mineral wool loft roll, 200mm, 5.61m² per roll.",
      }),
    ]);
  });

  it("reads microdata when there is no JSON-LD", async () => {
    const { body } = await scrape(`${fx.origin}/p/bostik-grab-adhesive/MD7001`);
    expect(body.success).toBe(true);
    expect(body.products[0]).toMatchObject({
      sku: "MD7001",
      name: "Bostik Ultimate Grab Adhesive 290ml",
      pricePence: 899,
      stock: "Out of stock",
      imageUrl: `${fx.origin}/img/MD7001.jpg`,
    });
  });

  it("falls back to the page markup when there is no structured data", async () => {
    const { body } = await scrape(`${fx.origin}/p/decorators-caulk/PL9001`);
    expect(body.success).toBe(true);
    expect(body.products[0]).toMatchObject({
      sku: "PL9001",
      name: "No Nonsense Decorators Caulk White 310ml",
      pricePence: 249,
      stock: "In stock",
      categoryName: "Adhesives & Sealants",
      description: "Flexible decorators caulk, paintable in 30 minutes.",
    });
  });

  it("follows a redirect on an allowed host", async () => {
    const { body } = await scrape(`${fx.origin}/go/loft-roll`);
    expect(body.success).toBe(true);
    expect(body.products[0]?.sku).toBe("LD5001");
  });

  it.each([
    ["/missing", "The page was not found (HTTP 404)"],
    ["/slow", "The page took longer than 0.4 s to respond"],
    ["/huge", "The page is larger than 5 MB"],
    [
      "/redirect-away",
      "Refused: the page redirected to a host that is not allowed (evil.example.net)",
    ],
    ["/redirect-metadata", "Refused: the host resolves to a metadata address (169.254.169.254)"],
    [
      "/private/trade-prices",
      "The supplier's robots.txt does not allow scraping /private/trade-prices",
    ],
    ["/empty", "No products were found on the page"],
  ])("fails %s with its reason, recorded on the job", async (path, message) => {
    const { status, body } = await scrape(`${fx.origin}${path}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message, products: [] });
    expect(body.job).toMatchObject({ status: "failed", error: message });
  });

  it("refuses URLs off the supplier hosts without starting a job", async () => {
    for (const [url, message] of [
      [
        "https://example.com/c/plasterboard",
        "Only supplier pages can be scraped (example.com is not an allowed host)",
      ],
      ["ftp://127.0.0.1/file", "Only http and https URLs can be scraped"],
      ["not a url", "Please enter a full URL, starting with https://"],
    ] as const) {
      const { status, body } = await scrape(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message, jobId: null });
    }
    const empty = await b.post("/api/scraper/scrape", { url: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Please enter a URL to scrape");
  });

  it("is a queue job: stored queued, polled as running by its business only, run by a worker", async () => {
    // The queue driven by hand, so the job is seen before a worker has taken it.
    const q = await createTestApp(
      {
        scraperAllowedHosts: ["127.0.0.1", "localhost", "169.254.169.254"],
        scraperAllowPrivate: true,
      },
      { manualJobs: true },
    );
    try {
      setScraperOptions(q.deps, { pageTimeoutMs: 400, minIntervalMs: 0 });
      const qb = (await signedInBrowser(q)).browser;
      const qo = (await signedInBrowser(q)).browser;
      const res = await qb.post("/api/scraper/scrape", { url: `${fx.origin}/c/plasterboard` });
      expect(res.status).toBe(202);
      const started = (await res.json()) as ScrapeJson;
      // Queued in the database; to the page it is under way (SPEC: running, completed, failed).
      expect(started.job?.status).toBe("running");
      const stored = await queryRows<{ status: string }>(
        q.deps.db,
        sql`select status from scraping_jobs where id = ${started.jobId}`,
      );
      expect(stored[0]?.status).toBe("queued");
      // One scrape at a time per business, a queued one included.
      const second = await qb.post("/api/scraper/scrape", { url: `${fx.origin}/c/plasterboard` });
      expect(second.status).toBe(409);
      expect((await second.json()).error.message).toBe(
        "A scrape is already running. Please wait for it to finish.",
      );
      const poll = async () =>
        (await (await qb.get(`/api/scraper/jobs/${started.jobId}`)).json()) as ScrapeJson;
      expect(await poll()).toMatchObject({ success: true, message: "Scraping products..." });
      expect((await qo.get(`/api/scraper/jobs/${started.jobId}`)).status).toBe(404);
      // A worker took it and died after a page: the queue's retry claims it again and finishes.
      await queryRows(
        q.deps.db,
        sql`update scraping_jobs set status = 'running', pages_done = 1 where id = ${started.jobId}`,
      );
      expect(await q.deps.queue.runDue()).toBe(1);
      const polled = await poll();
      expect(polled.job).toMatchObject({ status: "completed", pagesDone: 3, newProducts: 25 });
      expect(polled.products).toHaveLength(25);
      expect((await qo.get(`/api/scraper/jobs/${started.jobId}`)).status).toBe(404);
      const skus = await queryRows<{ n: number }>(
        q.deps.db,
        sql`select count(*)::int as n from products where business_id is not null`,
      );
      expect(skus[0]?.n).toBe(25);
    } finally {
      await q.close();
    }
  });
});

describe("POST /api/scraper/description", () => {
  it("reads the meta description by default, cleaned of markup, and stores it on the product", async () => {
    const mine = await (await b.get("/api/scraper/products?q=LD5001")).json();
    const productId = mine.products[0].id as number;
    const res = await b.post("/api/scraper/description", {
      url: `${fx.origin}/p/knauf-loft-roll/LD5001`,
      productId,
    });
    expect(await res.json()).toEqual({
      success: true,
      description: "Knauf loft roll 200mm & combi-cut: easy to split.",
      productId,
      error: null,
    });
    const after = await (await b.get("/api/scraper/products?q=LD5001")).json();
    expect(after.products[0].description).toBe("Knauf loft roll 200mm & combi-cut: easy to split.");
  });

  it("uses a given selector and strips its markup", async () => {
    const res = await b.post("/api/scraper/description", {
      url: `${fx.origin}/p/bostik-grab-adhesive/MD7001`,
      selector: '[itemprop="description"]',
    });
    expect(await res.json()).toMatchObject({
      success: true,
      description: "Solvent-free grab adhesive for interior and exterior use.",
      productId: null,
    });
  });

  it("answers why it failed", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: `${fx.origin}/missing` }, "The page was not found (HTTP 404)"],
      [
        { url: `${fx.origin}/empty`, selector: ".nothing-here" },
        "Nothing on the page matched .nothing-here",
      ],
      [{ url: `${fx.origin}/empty`, selector: "[[[" }, "The CSS selector is not valid: [[["],
      [
        { url: "https://example.com/x" },
        "Only supplier pages can be scraped (example.com is not an allowed host)",
      ],
      [
        { url: `${fx.origin}/empty`, productId: 1 },
        "The product was not found among your own products",
      ],
    ];
    for (const [body, error] of cases) {
      const json = await (await b.post("/api/scraper/description", body)).json();
      expect(json).toMatchObject({ success: false, description: "", error });
    }
    const empty = await b.post("/api/scraper/description", { url: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Please enter a product URL to scrape");
  });
});

describe("SSRF refusals with SCRAPER_ALLOW_PRIVATE unset", () => {
  let strict: TestApp;
  let sb: Browser;
  beforeAll(async () => {
    strict = await createTestApp({
      scraperAllowedHosts: [
        "127.0.0.1",
        "localhost",
        "10.0.0.7",
        "[::1]",
        "::1",
        "169.254.169.254",
      ],
      scraperAllowPrivate: false,
    });
    setScraperOptions(strict.deps, { pageTimeoutMs: 400, minIntervalMs: 0 });
    sb = (await signedInBrowser(strict)).browser;
  });
  afterAll(() => strict.close());

  it.each([
    [
      () => `${fx.origin}/c/plasterboard`,
      "Refused: the host resolves to a loopback address (127.0.0.1)",
    ],
    [
      () => `http://localhost:${fx.port}/c/plasterboard`,
      /^Refused: the host resolves to a loopback address \((127\.0\.0\.1|::1)\)$/,
    ],
    [() => "http://10.0.0.7/c/x", "Refused: the host resolves to a private address (10.0.0.7)"],
    [() => "http://[::1]/c/x", "Refused: the host resolves to a loopback address (::1)"],
    [
      () => "http://169.254.169.254/latest/meta-data/",
      "Refused: the host resolves to a metadata address (169.254.169.254)",
    ],
  ])("refuses %#", async (url, message) => {
    const before = fx.hits.length;
    const { body } = await scrapeAndWait<ScrapeJson>(sb, url());
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
    expect(body.job?.status).toBe("failed");
    expect(fx.hits.length).toBe(before);
  });

  it("refuses the description scraper too", async () => {
    const json = await (
      await sb.post("/api/scraper/description", { url: `${fx.origin}/p/knauf-loft-roll/LD5001` })
    ).json();
    expect(json).toMatchObject({
      success: false,
      error: "Refused: the host resolves to a loopback address (127.0.0.1)",
    });
  });
});

describe("parsing and policy helpers", () => {
  it("classifies addresses", () => {
    expect(addressClass("8.8.8.8")).toBeNull();
    expect(addressClass("2a00:1450:4009::200e")).toBeNull();
    expect(addressClass("192.168.1.4")).toBe("private");
    expect(addressClass("172.20.0.1")).toBe("private");
    expect(addressClass("fd12::1")).toBe("private");
    expect(addressClass("fe80::1")).toBe("link-local");
    expect(addressClass("169.254.10.1")).toBe("link-local");
    expect(addressClass("::ffff:127.0.0.1")).toBe("loopback");
    expect(addressClass("fd00:ec2::254")).toBe("metadata");
  });

  it("reads robots.txt groups with longest-match rules", () => {
    const rules = parseRobots(
      "User-agent: *\nDisallow: /checkout\nAllow: /checkout/help\n\nUser-agent: SoleBot\nDisallow: /trade/\n",
      "SoleBot/1.0",
    );
    expect(robotsAllows(rules, "/trade/prices")).toBe(false);
    expect(robotsAllows(rules, "/checkout")).toBe(true);
    const any = parseRobots(
      "User-agent: *\nDisallow: /checkout\nAllow: /checkout/help\n",
      "SoleBot/1.0",
    );
    expect(robotsAllows(any, "/checkout/basket")).toBe(false);
    expect(robotsAllows(any, "/checkout/help")).toBe(true);
  });

  it("parses prices", () => {
    expect(parsePricePence("£1,234.50 Inc VAT")).toBe(123450);
    expect(parsePricePence("12")).toBe(1200);
    expect(parsePricePence(7.5)).toBe(750);
    expect(parsePricePence("POA")).toBeNull();
  });

  it("reads an OpenGraph-only product page", () => {
    const page = parsePage(
      `<html><head><meta property="og:title" content="Drill Bit Set"><meta property="og:image" content="/i.jpg">
       <meta property="product:price:amount" content="19.99"><meta property="product:retailer_item_id" content="OG123">
       </head><body><p>Nothing else</p></body></html>`,
      "https://www.screwfix.com/p/drill-bit-set/OG123",
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        name: "Drill Bit Set",
        sku: "OG123",
        pricePence: 1999,
        imageUrl: "https://www.screwfix.com/i.jpg",
      }),
    ]);
  });
});
