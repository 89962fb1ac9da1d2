import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draft = (id: string) => ({
  id,
  name: "Loft boarding",
  jobDescription: "Board the loft over the joists, made with no signal.",
  materials: [{ name: "Loft board 18mm", quantity: 20, unit: "board", netUnitPricePence: 899 }],
  laborDays: 1,
});

describe("POST /api/quotes with the id a device gave an offline draft", () => {
  it("creates the quote under that id, and the same id sent again answers that quote, not a second", async () => {
    const { browser } = await signedInBrowser(t);
    const id = randomUUID();
    const first = await browser.post("/api/quotes", draft(id));
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created.id).toBe(id);
    expect(created.version).toBe(1);

    const again = await browser.post("/api/quotes", draft(id));
    expect(again.status).toBe(201);
    const replayed = await again.json();
    expect(replayed.id).toBe(id);
    expect(replayed.number).toBe(created.number);

    const list = await (await browser.get("/api/quotes")).json();
    expect(list.quotes.filter((q: { name: string }) => q.name === "Loft boarding")).toHaveLength(1);
  });

  it("refuses another business's quote id with 409 and shows nothing of that quote", async () => {
    const { browser: owner } = await signedInBrowser(t, { name: "Owner A" });
    const { browser: other } = await signedInBrowser(t, { name: "Other B" });
    const id = randomUUID();
    expect((await owner.post("/api/quotes", draft(id))).status).toBe(201);

    const res = await other.post("/api/quotes", { ...draft(id), name: "Not theirs" });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("id_taken");
    expect(body.error.message).toBe("This quote's id is already in use. Create the quote again.");
    expect(JSON.stringify(body)).not.toContain("Loft boarding");
    expect((await other.get(`/api/quotes/${id}`)).status).toBe(404);
    expect((await (await owner.get(`/api/quotes/${id}`)).json()).name).toBe("Loft boarding");
  });

  it("refuses an id that is not a uuid with a field message", async () => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.post("/api/quotes", draft("not-a-uuid"));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("id");
  });
});

describe("the installable app's files", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "sole-shell-"));
    writeFileSync(join(folder, "index.html"), "<!doctype html><title>Sole</title>");
    writeFileSync(join(folder, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(folder, "manifest.webmanifest"), JSON.stringify({ name: "Sole" }));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("serves /sw.js and the manifest revalidated every time, under the same CSP", async () => {
    const app = createApp(t.deps, { webFolder: folder });
    const sw = await app.request("http://localhost:3000/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    expect(sw.headers.get("content-security-policy")).toContain("script-src 'self'");

    const manifest = await app.request("http://localhost:3000/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(manifest.headers.get("content-type")).toMatch(/manifest\+json/);
  });

  it("never answers an unknown API path with the app's page", async () => {
    const app = createApp(t.deps, { webFolder: folder });
    const res = await app.request("http://localhost:3000/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });
});
