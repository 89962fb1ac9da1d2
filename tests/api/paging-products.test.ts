/**
 * Paged product lists (issue 19 Deliver 4): GET /api/products takes `limit` (50 unless asked, at
 * most 200) and an opaque `cursor` and answers `nextCursor`, like the other lists; the numbered
 * pages (page/pageSize) of the catalogue screens keep working. A business's own products are
 * never seen by another, whatever cursor it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCursorMessage, pageLimitMessage } from "../../src/shared/schemas/paging";
import { type Browser, signedInBrowser } from "../support/browser";
import { createProduct } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let other: Browser;

interface Page {
  products: { id: number; name: string; isPrivate: boolean }[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

async function page(browser: Browser, query: string): Promise<Page> {
  const res = await browser.get(`/api/products?${query}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as Page;
}

async function allPages(browser: Browser, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(browser, cursor ? `${query}&cursor=${cursor}` : query);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

async function refused(query: string, field: string) {
  const res = await a.get(`/api/products?${query}`);
  const body = (await res.json()) as { error: { code: string; message: string; fields: object } };
  expect(res.status).toBe(400);
  expect(body.error.code).toBe("invalid_input");
  expect(body.error.fields).toHaveProperty(field);
  return body.error.message;
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t)).browser;
  other = (await signedInBrowser(t)).browser;
  const businessId = (await (await a.get("/api/me")).json()).business.id;
  // 30 products of business A's own price list that only its search finds.
  for (let i = 0; i < 30; i++) {
    await createProduct(t.deps.db, {
      businessId,
      name: `Quixotic gypsum board ${String(i).padStart(2, "0")}`,
      sku: `QX-${i}`,
    });
  }
});
afterAll(() => t.close());

describe("GET /api/products pages", () => {
  it("answers 12, 12 and 6 with no repeat, in the order of one long page", async () => {
    const pages = await allPages(a, "q=quixotic&limit=12");
    expect(pages.map((p) => p.products.length)).toEqual([12, 12, 6]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.products.map((x) => x.id));
    expect(new Set(ids).size).toBe(30);
    const single = await page(a, "q=quixotic&limit=200");
    expect(single.nextCursor).toBeNull();
    expect(ids).toEqual(single.products.map((x) => x.id));
    expect(single.products.every((x) => x.isPrivate)).toBe(true);
  });

  it("pages 50 at a time when only a cursor is asked for, and the whole catalogue by name", async () => {
    const first = await page(a, "limit=50");
    expect(first.products).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(a, `cursor=${first.nextCursor}`);
    expect(second.products).toHaveLength(50);
    const seen = new Set(first.products.map((x) => x.id));
    expect(second.products.some((x) => seen.has(x.id))).toBe(false);
    const both = await page(a, "limit=100");
    expect([...first.products, ...second.products].map((x) => x.id)).toEqual(
      both.products.map((x) => x.id),
    );
  });

  it("keeps the numbered pages of the catalogue screens", async () => {
    const numbered = await page(a, "q=quixotic&page=2&pageSize=10");
    expect(numbered).toMatchObject({ page: 2, pageSize: 10, total: 30 });
    const byCursor = await allPages(a, "q=quixotic&limit=10");
    expect(numbered.products.map((x) => x.id)).toEqual(byCursor[1]?.products.map((x) => x.id));
    // A numbered page says where the next one starts too.
    expect((await page(a, "q=quixotic&page=3&pageSize=10")).nextCursor).toBeNull();
    expect(numbered.nextCursor).toEqual(expect.any(String));
  });

  it("never shows another business's own products, whatever cursor it sends", async () => {
    const mine = await page(a, "q=quixotic&limit=5");
    const theirs = await page(other, `q=quixotic&cursor=${mine.nextCursor}`);
    expect(theirs.products).toEqual([]);
    expect(theirs.nextCursor).toBeNull();
    expect((await page(other, "q=quixotic")).total).toBe(0);
    const foreign = mine.products[0]!.id;
    expect((await other.get(`/api/products/${foreign}`)).status).toBe(404);
  });

  it("refuses a limit out of range and a cursor it did not give out", async () => {
    expect(await refused("limit=0", "limit")).toBe(pageLimitMessage);
    expect(await refused("limit=201", "limit")).toBe(pageLimitMessage);
    expect(await refused("limit=ten", "limit")).toBe(pageLimitMessage);
    expect(await refused("cursor=not*a*cursor", "cursor")).toBe(pageCursorMessage);
    const wrongShape = Buffer.from(JSON.stringify({ at: "x" })).toString("base64url");
    expect(await refused(`cursor=${wrongShape}`, "cursor")).toBe(pageCursorMessage);
  });

  it("answers 401 signed out", async () => {
    const res = await t.request("/api/products?limit=5");
    expect(res.status).toBe(401);
  });
});
