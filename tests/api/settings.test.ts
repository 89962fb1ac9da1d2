import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TERMS } from "../../src/shared/sample-materials";
import { Browser, signedInBrowser } from "../support/browser";
import { expectIsolated } from "../support/isolation";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A real 1x1 transparent PNG: signature, IHDR, IDAT and IEND chunks. (The one here before had a
 * broken IDAT chunk, which uploads now refuse: logos are decoded and re-encoded.)
 */
const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000b4944415478da636000020000050001e9fadcd80000000049454e44ae426082",
  "hex",
);

function upload(browser: Browser, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("logo", new File([new Uint8Array(bytes)], name, { type }));
  return browser.request("/api/settings/business/logo", { method: "POST", body: form });
}

describe("business details", () => {
  it("starts from the defaults and validates a save", async () => {
    const { browser, email } = await signedInBrowser(t, { name: "Sam Spark" });
    const res = await browser.get("/api/settings/business");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      businessName: "Sam Spark",
      margin: 15,
      hasLogo: false,
      // The email they signed up with, until they give the business another.
      email,
    });

    const bad = await browser.request("/api/settings/business", {
      method: "PUT",
      json: { businessName: "Sam's Sparks", margin: 101, email: "nope" },
    });
    expect(bad.status).toBe(400);
    const err = (await bad.json()).error;
    expect(err.fields.margin).toBe("Margin must be between 0 and 100");
    expect(err.fields.email).toBe("Please enter a valid email address");

    const ok = await browser.request("/api/settings/business", {
      method: "PUT",
      json: { businessName: "  Sam's Sparks  ", margin: 22.5, phone: "01935 000000" },
    });
    expect(ok.status).toBe(200);
    const again = await (await browser.get("/api/settings/business")).json();
    expect(again).toMatchObject({
      businessName: "Sam's Sparks",
      margin: 22.5,
      phone: "01935 000000",
    });
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("defaults the business name to Your Business when none is given", async () => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.request("/api/settings/business", {
      method: "PUT",
      json: { margin: 15 },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).businessName).toBe("Your Business");
  });
});

describe("bank details and payment terms", () => {
  const put = (browser: Browser, json: Record<string, unknown>) =>
    browser.request("/api/settings/business", { method: "PUT", json: { margin: 15, ...json } });

  it("start empty with 14-day terms, store digits only and keep them private", async () => {
    const { browser } = await signedInBrowser(t, { name: "Bea Banks" });
    expect(await (await browser.get("/api/settings/business")).json()).toMatchObject({
      bankAccountName: "",
      bankSortCode: "",
      bankAccountNumber: "",
      paymentTermsDays: 14,
    });
    for (const [typed, stored] of [
      ["12-34-56", "123456"],
      ["12 34 56", "123456"],
      ["654321", "654321"],
    ] as const) {
      const res = await put(browser, {
        bankAccountName: "  Bea Banks Electrical  ",
        bankSortCode: typed,
        bankAccountNumber: "1234 5678",
        paymentTermsDays: 30,
      });
      expect(res.status, typed).toBe(200);
      expect(await res.json()).toMatchObject({
        bankAccountName: "Bea Banks Electrical",
        bankSortCode: stored,
        bankAccountNumber: "12345678",
        paymentTermsDays: 30,
      });
    }
    const { browser: other } = await signedInBrowser(t, { name: "Other Business" });
    expect(await (await other.get("/api/settings/business")).json()).toMatchObject({
      bankAccountName: "",
      bankSortCode: "",
      bankAccountNumber: "",
      paymentTermsDays: 14,
    });
    expect(JSON.stringify(await (await other.get("/api/settings/business")).json())).not.toContain(
      "12345678",
    );
  });

  it("keeps them when a save leaves them out, and clears them when sent empty", async () => {
    const { browser } = await signedInBrowser(t);
    await put(browser, {
      bankAccountName: "Pat Plastering Ltd",
      bankSortCode: "112233",
      bankAccountNumber: "87654321",
      paymentTermsDays: 0,
    });
    const kept = await (await put(browser, { businessName: "Pat Plastering" })).json();
    expect(kept).toMatchObject({ bankSortCode: "112233", paymentTermsDays: 0 });
    const cleared = await put(browser, {
      bankAccountName: "",
      bankSortCode: "",
      bankAccountNumber: "",
    });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({
      bankAccountName: "",
      bankSortCode: "",
      bankAccountNumber: "",
    });
  });

  it("says what is wrong with each field", async () => {
    const { browser } = await signedInBrowser(t);
    const fields = async (json: Record<string, unknown>) => {
      const res = await put(browser, json);
      expect(res.status).toBe(400);
      return (await res.json()).error.fields;
    };
    expect(
      await fields({
        bankAccountName: "x".repeat(71),
        bankSortCode: "12-34-5",
        bankAccountNumber: "1234567",
        paymentTermsDays: 121,
      }),
    ).toEqual({
      bankAccountName: "Account name must be 70 characters or fewer",
      bankSortCode: "Sort code must be 6 digits",
      bankAccountNumber: "Account number must be 8 digits",
      paymentTermsDays: "Payment terms must be between 0 and 120 days",
    });
    expect(
      await fields({
        bankSortCode: "12a456",
        bankAccountNumber: "123456789",
        paymentTermsDays: -1,
      }),
    ).toMatchObject({
      bankSortCode: "Sort code must be 6 digits",
      bankAccountNumber: "Account number must be 8 digits",
      paymentTermsDays: "Payment terms must be between 0 and 120 days",
    });
    expect((await fields({ paymentTermsDays: 7.5 })).paymentTermsDays).toBe(
      "Payment terms must be a whole number of days",
    );
    // half a set of details would print an invoice nobody can pay
    expect(
      await fields({ bankAccountName: "", bankSortCode: "123456", bankAccountNumber: "" }),
    ).toEqual({
      bankAccountName: "Account name is required with a sort code and account number",
      bankAccountNumber: "Account number must be 8 digits",
    });
    expect(await (await browser.get("/api/settings/business")).json()).toMatchObject({
      bankSortCode: "",
      paymentTermsDays: 14,
    });
  });
});

describe("logo", () => {
  it("accepts a real PNG, serves it back (re-encoded) and removes it", async () => {
    const { browser } = await signedInBrowser(t);
    expect((await browser.get("/api/settings/business/logo")).status).toBe(404);
    const res = await upload(browser, TINY_PNG, "logo.png", "image/png");
    expect(res.status).toBe(200);
    expect((await res.json()).hasLogo).toBe(true);

    const served = await browser.get("/api/settings/business/logo");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const logo = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(logo).toMatchObject({ format: "png", width: 1, height: 1 });

    const del = await browser.request("/api/settings/business/logo", { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await del.json()).hasLogo).toBe(false);
    expect((await browser.get("/api/settings/business/logo")).status).toBe(404);
  });

  it("judges the type by content: a text file named .png and an SVG are refused", async () => {
    const { browser } = await signedInBrowser(t);
    const text = await upload(browser, Buffer.from("hello, not an image"), "logo.png", "image/png");
    expect(text.status).toBe(400);
    expect((await text.json()).error).toMatchObject({
      code: "invalid_file_type",
      message: "Invalid file type - Please upload an image file",
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(browser, svg, "logo.svg", "image/svg+xml");
    expect(svgRes.status).toBe(400);
    expect((await svgRes.json()).error.code).toBe("invalid_file_type");
    expect((await (await browser.get("/api/settings/business")).json()).hasLogo).toBe(false);
  });

  it("refuses 2 MB or more with 413", async () => {
    const { browser } = await signedInBrowser(t);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    TINY_PNG.copy(big);
    const res = await upload(browser, big, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({
      code: "file_too_large",
      message: "File too large - Logo must be less than 2MB in size",
    });
  });

  it("also accepts a data URL in JSON", async () => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.post("/api/settings/business/logo", {
      dataUrl: `data:image/png;base64,${TINY_PNG.toString("base64")}`,
    });
    expect(res.status).toBe(200);
  });
});

describe("quote settings", () => {
  it("starts from the defaults and saves changes", async () => {
    const { browser } = await signedInBrowser(t);
    expect(await (await browser.get("/api/settings/quote")).json()).toEqual({
      defaultDayRatePence: 25000,
      defaultVatRate: 20,
      quoteValidDays: 30,
      defaultTerms: DEFAULT_TERMS,
      depositPercent: 50,
    });
    const bad = await browser.request("/api/settings/quote", {
      method: "PUT",
      json: {
        defaultDayRatePence: -1,
        defaultVatRate: 20,
        quoteValidDays: 0,
        defaultTerms: "",
        depositPercent: 50,
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(
      expect.arrayContaining(["defaultDayRatePence", "quoteValidDays"]),
    );
    const next = {
      defaultDayRatePence: 30050,
      defaultVatRate: 0,
      quoteValidDays: 14,
      defaultTerms: "Cash.",
      depositPercent: 25,
    };
    const ok = await browser.request("/api/settings/quote", { method: "PUT", json: next });
    expect(ok.status).toBe(200);
    expect(await (await browser.get("/api/settings/quote")).json()).toEqual(next);
  });
});

describe("merchant terms", () => {
  it("replaces the whole list and links known merchants by name", async () => {
    const { browser } = await signedInBrowser(t);
    const merchants = (await (await browser.get("/api/merchants")).json()).merchants;
    expect(merchants).toHaveLength(3);
    expect(merchants[0].branches.length).toBeGreaterThan(0);
    const first = merchants[0];

    const put = (terms: unknown) =>
      browser.request("/api/settings/merchant-terms", { method: "PUT", json: { terms } });
    expect(
      (
        await put([
          {
            merchantName: first.name.toUpperCase(),
            discountPercentage: 12.5,
            preferredBranch: first.branches[0],
          },
          { merchantName: "Local Timber Co", discountPercentage: 5 },
        ])
      ).status,
    ).toBe(200);
    let read = (await (await browser.get("/api/settings/merchant-terms")).json()).terms;
    expect(read).toEqual([
      {
        merchantId: first.id,
        merchantName: first.name.toUpperCase(),
        discountPercentage: 12.5,
        preferredBranch: first.branches[0],
      },
      { merchantId: null, merchantName: "Local Timber Co", discountPercentage: 5 },
    ]);

    const bad = await put([{ merchantName: "X", discountPercentage: 101 }]);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields["terms.0.discountPercentage"]).toBe(
      "Discount must be between 0 and 100",
    );

    // One merchant twice (in any case): which discount a price got hung on the list's order.
    const twice = await put([
      { merchantName: first.name, discountPercentage: 10 },
      { merchantName: ` ${first.name.toLowerCase()} `, discountPercentage: 20 },
    ]);
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.fields["terms.1.merchantName"]).toBe(
      `${first.name} is already in the list: change its discount there`,
    );
    expect((await (await browser.get("/api/settings/merchant-terms")).json()).terms).toEqual(read);

    expect((await put([{ merchantName: "Only One", discountPercentage: 0 }])).status).toBe(200);
    read = (await (await browser.get("/api/settings/merchant-terms")).json()).terms;
    expect(read.map((r: { merchantName: string }) => r.merchantName)).toEqual(["Only One"]);
  });
});

describe("trade accounts", () => {
  it("makes a business's first account its default, and only the first", async () => {
    const { browser } = await signedInBrowser(t);
    const add = async (merchantId: number) =>
      (
        await browser.post("/api/trade-accounts", {
          merchantId,
          accountNumber: `N-${merchantId}`,
          accountName: "Pat",
          isDefault: false,
        })
      ).json();
    expect((await add(1)).isDefault).toBe(true);
    expect((await add(2)).isDefault).toBe(false);
  });

  it("creates, keeps one default, updates and deletes", async () => {
    const { browser } = await signedInBrowser(t);
    const a = await (
      await browser.post("/api/trade-accounts", {
        merchantId: 1,
        accountNumber: "A-1",
        accountName: "Main",
        isDefault: true,
      })
    ).json();
    const bRes = await browser.post("/api/trade-accounts", {
      merchantId: 2,
      accountNumber: "B-2",
      accountName: "Second",
      isDefault: true,
    });
    expect(bRes.status).toBe(201);
    const b = await bRes.json();
    let list = (await (await browser.get("/api/trade-accounts")).json()).accounts;
    expect(
      list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: string }) => x.id),
    ).toEqual([b.id]);

    const patched = await browser.request(`/api/trade-accounts/${a.id}`, {
      method: "PATCH",
      json: { isDefault: true, accountName: "Main renamed" },
    });
    expect(await patched.json()).toMatchObject({ accountName: "Main renamed", isDefault: true });
    list = (await (await browser.get("/api/trade-accounts")).json()).accounts;
    expect(list.find((x: { id: string }) => x.id === b.id).isDefault).toBe(false);

    const bad = await browser.post("/api/trade-accounts", {
      merchantId: 4,
      accountNumber: "x",
      accountName: "y",
    });
    expect(bad.status).toBe(400);
    expect((await browser.get("/api/trade-accounts/not-a-uuid")).status).toBe(404);

    expect(
      (await browser.request(`/api/trade-accounts/${a.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await browser.get(`/api/trade-accounts/${a.id}`)).status).toBe(404);
  });

  it("isolates one business's trade accounts from another", async () => {
    await expectIsolated(t, {
      create: async (owner) => {
        const res = await owner.post("/api/trade-accounts", {
          merchantId: 3,
          accountNumber: "ISO-1",
          accountName: "Owner account",
          isDefault: false,
        });
        return `/api/trade-accounts/${(await res.json()).id}`;
      },
      update: { method: "PATCH", json: { accountName: "Hijacked", isDefault: true } },
    });
  });
});

describe("signed out", () => {
  it("answers 401 everywhere", async () => {
    const anon = new Browser(t);
    for (const path of [
      "/api/settings/business",
      "/api/settings/business/logo",
      "/api/settings/quote",
      "/api/settings/merchant-terms",
      "/api/merchants",
      "/api/trade-accounts",
    ]) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(401);
    }
    const put = await anon.request("/api/settings/quote", {
      method: "PUT",
      json: {
        defaultDayRatePence: 1,
        defaultVatRate: 1,
        quoteValidDays: 1,
        defaultTerms: "",
        depositPercent: 1,
      },
    });
    expect(put.status).toBe(401);
  });
});
