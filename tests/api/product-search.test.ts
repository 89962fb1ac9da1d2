/**
 * Product search through the API on the seeded catalogue (issue 16): trade language a plasterer
 * uses, plasterboard sheets first for "plasterboard", and a per-bag product carried into a quote
 * as "bag".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ProductJson {
  id: number;
  name: string;
  unit: string;
  categoryName: string | null;
}

async function search(b: Awaited<ReturnType<typeof signedInBrowser>>["browser"], q: string) {
  const res = await b.get(`/api/products?${new URLSearchParams({ q, pageSize: "10" })}`);
  expect(res.status).toBe(200);
  return (await res.json()).products as ProductJson[];
}

describe("product search on the seeded catalogue", () => {
  it("returns plasterboard sheets first for plasterboard, not an insulation board", async () => {
    const { browser: b } = await signedInBrowser(t);
    const found = await search(b, "plasterboard");
    expect(found[0]).toMatchObject({ unit: "sheet", categoryName: "Plasterboard & Plastering" });
    expect(found[0]?.name).toMatch(/WallBoard/);
    const isSheet = (p: ProductJson) =>
      p.unit === "sheet" && p.categoryName === "Plasterboard & Plastering";
    expect(found.slice(0, 4).every(isSheet)).toBe(true);
  });

  it("understands what a plasterer types", async () => {
    const { browser: b } = await signedInBrowser(t);
    const names = async (q: string) => (await search(b, q)).map((p) => p.name);
    for (const q of ["multi finish", "multi-finish", "multifinish", "skim"]) {
      expect(await names(q), q).toContain("British Gypsum Thistle Multi-Finish 25kg");
    }
    expect((await names("cls"))[0]).toMatch(/^CLS Studwork Timber/);
    expect(await names("2x4")).toContain("C24 Treated Regularised Timber 47 x 100mm 3.6m");
    expect((await names("pir"))[0]).toMatch(/PIR Insulation Board/);
  });

  it("carries a per-bag product's unit into the quote", async () => {
    const { browser: b } = await signedInBrowser(t);
    const [bag] = (await search(b, "multi finish")).filter((p) => p.unit === "bag");
    expect(bag).toBeDefined();
    const quote = await (
      await b.post("/api/quotes", {
        name: "Skim a ceiling",
        jobDescription: "Skim one ceiling.",
        materials: [],
        measurements: [],
        laborDays: 1,
        dayRatePence: 20000,
        vatIncluded: true,
        vatRate: 20,
        marginPercent: 0,
        profitRule: "manual",
      })
    ).json();
    const res = await b.post(`/api/quotes/${quote.id}/materials`, { productId: bag!.id });
    expect(res.status).toBe(200);
    const { materials } = await res.json();
    expect(materials).toEqual([expect.objectContaining({ name: bag!.name, unit: "bag" })]);
  });
});
