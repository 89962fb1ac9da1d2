import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { exportBatches } from "../../src/server/features/data-export/read";
import { Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function businessOf(email: string) {
  const [row] = await queryRows<{ id: string }>(
    t.deps.db,
    sql`select m.business_id as id from memberships m join "user" u on u.id = m.user_id
        where u.email = ${email}`,
  );
  if (!row) throw new Error(`no business for ${email}`);
  return row.id;
}

/** Bytes standing for a JPEG or PDF, carrying `tag` so leaks are easy to spot. */
const bytesOf = (text: string) => Buffer.from(text, "latin1");

/**
 * Rows of a business in every exported table, two site photos, an accepted quote's PDF and a
 * logo; names carry `tag` so leaks are easy to spot. Returns the ids the export may not leak.
 */
async function fill(businessId: string, tag: string) {
  const db = t.deps.db;
  const customer = await f.createCustomer(db, {
    businessId,
    firstName: tag,
    lastName: `Customer, "Ltd"`,
  });
  const quote = await f.createQuote(db, {
    businessId,
    customerId: customer.id,
    name: `${tag} kitchen`,
    materials: [{ name: `${tag} plasterboard`, quantity: 3, unitPricePence: 1250 }],
  });
  await f.createJob(db, { businessId, quoteId: quote.id });
  const invoice = await f.createInvoice(db, { businessId, quoteId: quote.id });
  await f.createPayment(db, { businessId, invoiceId: invoice.id });
  const product = await f.createProduct(db, { businessId, name: `${tag} private screws` });
  await f.createBusinessExpense(db, { businessId, supplier: `${tag} Van Hire` });
  await db.execute(
    sql`insert into quote_templates (business_id, name) values (${businessId}, ${`${tag} kit`})`,
  );
  const photos = [];
  for (const position of [0, 1]) {
    const image = await f.createUploadedImage(db, {
      businessId,
      contentType: "image/jpeg",
      data: bytesOf(`\xff\xd8 ${tag} photo ${position}`),
    });
    photos.push(
      await f.createQuotePhoto(db, { businessId, quoteId: quote.id, imageId: image.id, position }),
    );
  }
  await db.execute(
    sql`update quotes set status = 'accepted', accepted_pdf = ${bytesOf(`%PDF-1.4 ${tag} accepted`)}
        where id = ${quote.id}`,
  );
  await db.execute(
    sql`update businesses set logo = ${bytesOf(`PNG ${tag} logo`)}, logo_content_type = 'image/png'
        where id = ${businessId}`,
  );
  return {
    quote,
    ids: [businessId, customer.id, quote.id, invoice.id].concat(
      photos.flatMap((p) => [p.id, p.imageId]),
    ),
    productId: product.id,
  };
}

function parseCsv(text: string) {
  const lines = text.trim().split("\n");
  return { header: lines[0]!.split(","), rows: lines.slice(1) };
}

describe("GET /api/export", () => {
  it("answers 401 when signed out", async () => {
    expect((await new Browser(t).get("/api/export")).status).toBe(401);
  });

  it("zips the business's own data only: CSVs, data.json, photos, accepted PDFs and the logo", async () => {
    const mine = await signedInBrowser(t);
    const theirs = await signedInBrowser(t);
    const { quote } = await fill(await businessOf(mine.email), "MINE");
    const other = await fill(await businessOf(theirs.email), "THEIRS");
    const bank = {
      bankAccountName: "MINE Ltd",
      bankSortCode: "012345",
      bankAccountNumber: "00012345",
    };
    await mine.browser.request("/api/settings/business", {
      method: "PUT",
      json: { margin: 15, paymentTermsDays: 30, ...bank },
    });
    await f.createProduct(t.deps.db, { name: "GLOBAL catalogue product" });

    const res = await mine.browser.get("/api/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="sole-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const ref = `Q-${String(quote.number).padStart(4, "0")}`;
    expect(Object.keys(files).sort()).toEqual([
      `accepted-quotes/${ref}.pdf`,
      "catalogue.csv",
      "customers.csv",
      "data.json",
      "expenses.csv",
      "invoices.csv",
      "jobs.csv",
      "logo.png",
      "payments.csv",
      `photos/${ref}-1.jpg`,
      `photos/${ref}-2.jpg`,
      "quote_materials.csv",
      "quotes.csv",
    ]);
    expect(Buffer.from(files[`photos/${ref}-2.jpg`]!)).toEqual(bytesOf("\xff\xd8 MINE photo 1"));
    expect(Buffer.from(files[`accepted-quotes/${ref}.pdf`]!)).toEqual(
      bytesOf("%PDF-1.4 MINE accepted"),
    );
    expect(Buffer.from(files["logo.png"]!)).toEqual(bytesOf("PNG MINE logo"));
    const text = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v, true)]));
    const everything = Object.values(text).join("\n");
    expect(everything).toContain("MINE");
    expect(everything).not.toContain("THEIRS");
    expect(everything).not.toContain("GLOBAL catalogue product");
    for (const id of other.ids) expect(everything).not.toContain(id);
    // A product's id is a small number, found in any timestamp: compare it as an id.
    const catalogue = JSON.parse(text["data.json"]!).catalogue as { id: number }[];
    expect(catalogue.map((p) => p.id)).not.toContain(other.productId);

    const expected: Record<string, string[]> = {
      "customers.csv": ["id", "businessId", "firstName", "lastName", "email"],
      "quotes.csv": ["id", "businessId", "customerId", "name"],
      "quote_materials.csv": ["id", "quoteId", "businessId", "name"],
      "jobs.csv": ["id", "businessId", "quoteId"],
      "invoices.csv": ["id", "businessId", "quoteId"],
      "payments.csv": ["id", "invoiceId", "businessId"],
      "catalogue.csv": ["id", "businessId", "name"],
      "expenses.csv": ["id", "businessId", "spentOn", "supplier", "netPence", "vatPence"],
    };
    for (const [file, columns] of Object.entries(expected)) {
      const { header, rows } = parseCsv(text[file]!);
      expect(header, file).toEqual(expect.arrayContaining(columns));
      expect(rows.length, file).toBeGreaterThanOrEqual(1);
    }
    expect(text["customers.csv"]).toContain('MINE,"Customer, ""Ltd"""');
    expect(text["catalogue.csv"]).toContain("MINE private screws");

    const data = JSON.parse(text["data.json"]!);
    expect(data.business.id).toBe(await businessOf(mine.email));
    expect(data.business).toMatchObject({ ...bank, paymentTermsDays: 30 });
    expect(data.customers).toHaveLength(1);
    expect(data.quotes).toHaveLength(1);
    expect(data.quote_materials.length).toBeGreaterThanOrEqual(1);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoice_lines.length).toBeGreaterThanOrEqual(1);
    expect(data.payments).toHaveLength(1);
    expect(data.catalogue).toHaveLength(1);
    // What the business entered itself is its data too: expenses and quote templates.
    expect(data.expenses.map((e: { supplier: string }) => e.supplier)).toEqual(["MINE Van Hire"]);
    expect(data.templates.map((t: { name: string }) => t.name)).toEqual(["MINE kit"]);
    // The accepted PDF is a file of the zip; data.json names it where its base64 used to be.
    expect(data.quotes[0].acceptedPdf).toBe(`accepted-quotes/${ref}.pdf`);
    expect(data.business.logo).toBe("logo.png");
    expect(data.photos.map((p: { file: string }) => p.file).sort()).toEqual([
      `photos/${ref}-1.jpg`,
      `photos/${ref}-2.jpg`,
    ]);
  });

  it("exports every row of a business with more rows than one batch, each once", async () => {
    const { browser, email } = await signedInBrowser(t);
    const businessId = await businessOf(email);
    const saved = { ...exportBatches };
    Object.assign(exportBatches, { rows: 3, files: 2 });
    try {
      const quotes = [];
      for (let i = 0; i < 4; i++) {
        const quote = await f.createQuote(t.deps.db, { businessId, name: `Batch quote ${i}` });
        await f.createQuotePhoto(t.deps.db, { businessId, quoteId: quote.id });
        await t.deps.db.execute(
          sql`update quotes set accepted_pdf = ${bytesOf(`%PDF ${i}`)} where id = ${quote.id}`,
        );
        quotes.push(quote);
      }
      for (let i = 0; i < 10; i++) {
        await f.createProduct(t.deps.db, { businessId, name: `Batch product ${i}`, sku: `B-${i}` });
      }
      const res = await browser.get("/api/export");
      expect(res.status).toBe(200);
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const data = JSON.parse(strFromU8(files["data.json"]!));
      const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();
      expect(names(data.catalogue)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Batch product ${i}`).sort(),
      );
      expect(names(data.quotes)).toEqual(quotes.map((q) => q.name).sort());
      expect(data.customers).toHaveLength(4);
      expect(data.quote_materials).toHaveLength(12);
      expect(data.photos).toHaveLength(4);
      const catalogue = parseCsv(strFromU8(files["catalogue.csv"]!));
      expect(catalogue.rows).toHaveLength(10);
      const paths = Object.keys(files);
      expect(paths.filter((p) => p.startsWith("photos/"))).toHaveLength(4);
      expect(paths.filter((p) => p.startsWith("accepted-quotes/"))).toHaveLength(4);
    } finally {
      Object.assign(exportBatches, saved);
    }
  });
});

describe("GET /api/admin/backup", () => {
  it("is 404 for a non-admin", async () => {
    const { browser } = await signedInBrowser(t);
    expect((await browser.get("/api/admin/backup")).status).toBe(404);
  });
});
