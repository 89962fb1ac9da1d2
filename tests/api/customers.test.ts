import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { Browser, signedInBrowser } from "../support/browser";
import { createQuote } from "../support/factories";
import { expectIsolated } from "../support/isolation";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sarah = {
  firstName: "Sarah",
  lastName: "Thompson",
  email: "sarah.thompson@example.co.uk",
  phone: "07700 900123",
  address: "12 High Street, Leeds LS1 4AB",
  comments: "Prefers mornings.",
};

async function businessIdOf(b: Browser): Promise<string> {
  const me = await b.get("/api/me");
  return (await me.json()).business.id;
}

async function activity(businessId: string) {
  return queryRows<{ kind: string; message: string }>(
    t.deps.db,
    sql`select kind, message from activity_events where business_id = ${businessId} and kind like 'customer.%' order by created_at`,
  );
}

describe("customers CRUD", () => {
  it("adds, lists, reads, updates and deletes a customer, recording activity", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);

    const created = await b.post("/api/customers", { ...sarah, firstName: "  Sarah " });
    expect(created.status).toBe(201);
    const customer = await created.json();
    expect(customer).toMatchObject({
      ...sarah,
      displayName: "Sarah Thompson",
      quoteCount: 0,
    });
    expect(customer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(customer.createdAt).toISOString()).toBe(customer.createdAt);

    const second = await (await b.post("/api/customers", { firstName: "Tom" })).json();
    const list = await (await b.get("/api/customers")).json();
    expect(list.customers.map((c: { id: string }) => c.id)).toEqual([second.id, customer.id]);

    const read = await b.get(`/api/customers/${customer.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(customer);

    const patched = await b.request(`/api/customers/${customer.id}`, {
      method: "PATCH",
      json: { phone: "0113 496 0000", comments: "", version: customer.version },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      firstName: "Sarah",
      email: sarah.email,
      phone: "0113 496 0000",
      comments: "",
    });

    const deleted = await b.request(`/api/customers/${customer.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await b.get(`/api/customers/${customer.id}`)).status).toBe(404);

    expect(await activity(businessId)).toEqual([
      { kind: "customer.created", message: "Customer Sarah Thompson added" },
      { kind: "customer.created", message: "Customer Tom added" },
      { kind: "customer.updated", message: "Customer Sarah Thompson updated" },
      { kind: "customer.deleted", message: "Customer Sarah Thompson deleted" },
    ]);
  });

  it("creates a customer from an empty body: no field is required", async () => {
    const { browser: b } = await signedInBrowser(t);
    const res = await b.post("/api/customers", {});
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      firstName: "",
      lastName: "",
      email: "",
      displayName: "Unnamed customer",
    });
    const byEmail = await (await b.post("/api/customers", { email: "jo@example.co.uk" })).json();
    expect(byEmail.displayName).toBe("jo@example.co.uk");
  });

  it("refuses a bad email and over-long fields with field messages", async () => {
    const { browser: b } = await signedInBrowser(t);
    const bad = await b.post("/api/customers", { email: "not-an-email" });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.email).toBe("Please enter a valid email address");

    const long = await b.post("/api/customers", { firstName: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.firstName).toBeTruthy();

    const { id } = await (await b.post("/api/customers", {})).json();
    const patch = await b.request(`/api/customers/${id}`, {
      method: "PATCH",
      json: { email: "nope@", version: 1 },
    });
    expect(patch.status).toBe(400);
    expect((await patch.json()).error.fields.email).toBe("Please enter a valid email address");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "123"]) {
      const get = await b.get(`/api/customers/${id}`);
      expect(get.status).toBe(404);
      expect((await get.json()).error.code).toBe("not_found");
      const patch = await b.request(`/api/customers/${id}`, {
        method: "PATCH",
        json: { firstName: "X", version: 1 },
      });
      expect(patch.status).toBe(404);
      expect((await b.request(`/api/customers/${id}`, { method: "DELETE" })).status).toBe(404);
    }
  });

  it("answers 401 when signed out", async () => {
    const b = new Browser(t);
    expect((await b.get("/api/customers")).status).toBe(401);
    expect((await b.post("/api/customers", { email: "bad" })).status).toBe(401);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await b.get(`/api/customers/${id}`)).status).toBe(401);
    expect((await b.request(`/api/customers/${id}`, { method: "DELETE" })).status).toBe(401);
  });

  it("isolates businesses", async () => {
    await expectIsolated(t, {
      create: async (owner) => {
        const res = await owner.post("/api/customers", sarah);
        return `/api/customers/${(await res.json()).id}`;
      },
      // the owner's current version: another business gets 404, never 409
      update: { method: "PATCH", json: { firstName: "X", version: 1 } },
    });
    const { browser: a } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    await a.post("/api/customers", sarah);
    expect((await (await other.get("/api/customers")).json()).customers).toEqual([]);
  });

  it("keeps the quotes of a deleted customer, unlinked and still named", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    const customer = await (await b.post("/api/customers", sarah)).json();
    const named = await createQuote(t.deps.db, {
      businessId,
      customerId: customer.id,
      customerName: "Sarah Thompson",
    });
    const unnamed = await createQuote(t.deps.db, {
      businessId,
      customerId: customer.id,
      customerName: "",
    });

    const read = await (await b.get(`/api/customers/${customer.id}`)).json();
    expect(read.quoteCount).toBe(2);
    const list = await (await b.get("/api/customers")).json();
    expect(list.customers[0].quoteCount).toBe(2);

    expect((await b.request(`/api/customers/${customer.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    const rows = await queryRows<{ id: string; customer_id: string | null; customer_name: string }>(
      t.deps.db,
      sql`select id, customer_id, customer_name from quotes where business_id = ${businessId} order by number`,
    );
    expect(rows).toEqual([
      { id: named.id, customer_id: null, customer_name: "Sarah Thompson" },
      { id: unnamed.id, customer_id: null, customer_name: "Sarah Thompson" },
    ]);
  });

  it("documents the endpoints in the OpenAPI document", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/customers"])).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(Object.keys(doc.paths["/api/customers/{id}"])).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
  });
});
