/**
 * Issue 15, clean input: control characters (NUL, the other C0 codes except tab and newline, DEL)
 * in any text field are a 400 naming the field, enforced once by `cleanText()` in the shared schemas;
 * CRLF from a textarea becomes LF; better-auth's bodies get the same rule from a middleware.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApp } from "../../src/server/app";
import { queryRows } from "../../src/server/db/client";
import { controlCharacterMessage } from "../../src/shared/schemas/common";
import { Browser, signedInBrowser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql.raw(`select count(*)::int as n from "${table}"`),
  );
  return Number(row?.n ?? 0);
}

async function expectRefused(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe("invalid_input");
  expect(body.error.fields?.[field]).toBe(controlCharacterMessage);
}

// ---- every string of every request schema -------------------------------------------------

type Node = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The schema a value first meets, through optional/nullable/default wrappers and pipes. */
function entry(node: Node): Node {
  const def = node._zod.def;
  if ("innerType" in def && def.innerType) return entry(def.innerType as Node);
  if (def.type === "pipe") {
    const input = def.in as Node;
    return input._zod.def.type === "transform" ? entry(def.out as Node) : entry(input);
  }
  if (def.type === "lazy") return entry((def.getter as () => Node)());
  return node;
}

/** Every place in a schema where a string enters: [dotted path, the schema that parses it]. */
function stringInputs(node: Node, path: string, out: [string, Node][], depth = 0): void {
  if (depth > 12) return;
  const inner = entry(node);
  const def = inner._zod.def;
  switch (def.type) {
    case "string":
    case "template_literal":
      out.push([path, node]);
      return;
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, Node>)) {
        stringInputs(child, path ? `${path}.${key}` : key, out, depth + 1);
      }
      return;
    case "array":
      stringInputs(def.element as Node, `${path}.0`, out, depth + 1);
      return;
    case "union":
      for (const option of def.options as Node[]) stringInputs(option, path, out, depth + 1);
      return;
    case "intersection":
      stringInputs(def.left as Node, path, out, depth + 1);
      stringInputs(def.right as Node, path, out, depth + 1);
      return;
    case "record":
      stringInputs(def.keyType as Node, `${path}.<key>`, out, depth + 1);
      stringInputs(def.valueType as Node, `${path}.<value>`, out, depth + 1);
      return;
    case "tuple":
      (def.items as Node[]).forEach((item, i) => {
        stringInputs(item, `${path}.${i}`, out, depth + 1);
      });
      return;
    default:
      return;
  }
}

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: {
      body?: { content?: Record<string, { schema?: Node }> };
      query?: Node;
      params?: Node;
    };
  };
}

describe("every text field of every API operation", () => {
  it("refuses NUL, a lone CR and the other control characters, naming the field", () => {
    const app = createApp(t.deps, { webFolder: false });
    const definitions = app.openAPIRegistry.definitions as RouteDefinition[];
    const inputs: [string, Node][] = [];
    for (const d of definitions) {
      if (d.type !== "route" || !d.route) continue;
      const { method, path, request } = d.route;
      const label = `${method.toUpperCase()} ${path}`;
      for (const [type, media] of Object.entries(request?.body?.content ?? {})) {
        if (media.schema) stringInputs(media.schema, `${label} body(${type}) `, inputs);
      }
      if (request?.query) stringInputs(request.query, `${label} query `, inputs);
      if (request?.params) stringInputs(request.params, `${label} path `, inputs);
    }
    // Today's API has well over a hundred text inputs: a walk that finds few is broken.
    expect(inputs.length).toBeGreaterThan(100);

    const accepting: string[] = [];
    for (const [where, schema] of inputs) {
      for (const bad of ["a\u0000b", "a\rb", "a\u001Bb", "a\u007Fb", "\u0008"]) {
        if (schema.safeParse(bad).success) accepting.push(`${where}: ${JSON.stringify(bad)}`);
      }
    }
    expect(accepting).toEqual([]);
  });
});

// ---- the findings, end to end -------------------------------------------------------------

describe("control characters over HTTP", () => {
  let b: Browser;
  beforeAll(async () => {
    ({ browser: b } = await signedInBrowser(t));
  });

  it("a NUL in the product search is a 400 naming q, not a 500", async () => {
    await expectRefused(await b.get(`/api/products?q=${encodeURIComponent("pla\u0000ster")}`), "q");
    expect((await b.get("/api/products?q=plaster")).status).toBe(200);
  });

  it("a NUL in the quotes and jobs searches is a 400 naming q", async () => {
    await expectRefused(await b.get("/api/quotes?q=a%00b"), "q");
    await expectRefused(await b.get("/api/jobs?q=a%00b"), "q");
  });

  it("a NUL in a customer's name is a 400 naming the field, and nothing is written", async () => {
    const before = await count("customers");
    await expectRefused(
      await b.post("/api/customers", { firstName: "Sa\u0000rah", lastName: "Thompson" }),
      "firstName",
    );
    expect(await count("customers")).toBe(before);

    const created = await b.post("/api/customers", { firstName: "Sarah", lastName: "Thompson" });
    expect(created.status).toBe(201);
    const customer = await created.json();
    const patch = await b.request(`/api/customers/${customer.id}`, {
      method: "PATCH",
      json: { ...customer, lastName: "Thomp\u0000son" },
    });
    await expectRefused(patch, "lastName");
    const after = await (await b.get(`/api/customers/${customer.id}`)).json();
    expect(after.lastName).toBe("Thompson");
  });

  it("a NUL in a quote's name or a material's name is a 400 naming the field", async () => {
    const before = await count("quotes");
    await expectRefused(
      await b.post("/api/quotes", { name: "Kitchen\u0000", jobDescription: "Skim the kitchen" }),
      "name",
    );
    await expectRefused(
      await b.post("/api/quotes", {
        name: "Kitchen",
        jobDescription: "Skim the kitchen",
        materials: [{ name: "Multi\u0000finish", quantity: 2, unitPricePence: 1099 }],
      }),
      "materials.0.name",
    );
    expect(await count("quotes")).toBe(before);
  });

  it("turns CRLF into LF, keeps tab and newline, and refuses a lone CR", async () => {
    const created = await b.post("/api/customers", {
      firstName: "Tom",
      comments: "Side gate\r\nKey under\tthe mat\nRing first",
    });
    expect(created.status).toBe(201);
    expect((await created.json()).comments).toBe("Side gate\nKey under\tthe mat\nRing first");
    await expectRefused(await b.post("/api/customers", { address: "1 High St\rLeeds" }), "address");
  });
});

describe("better-auth's own bodies", () => {
  it("a NUL in the sign-up name is a 400 naming the field, and no account is made", async () => {
    const email = uniqueEmail("nul");
    const before = await count("user");
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-pass-1",
      name: "Pat\u0000Plasterer",
    });
    await expectRefused(res, "name");
    expect(await count("user")).toBe(before);
    const rows = await queryRows(t.deps.db, sql`select 1 from "user" where email = ${email}`);
    expect(rows).toEqual([]);
  });

  it("passes CRLF on to better-auth as LF", async () => {
    const email = uniqueEmail("crlf");
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-pass-1",
      name: "Pat\r\nPlasterer",
    });
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ name: string }>(
      t.deps.db,
      sql`select name from "user" where email = ${email}`,
    );
    expect(row?.name).toBe("Pat\nPlasterer");
  });

  it("refuses a control character in a form-encoded sign-in the same way", async () => {
    const res = await new Browser(t).request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "pat\u0000@example.co.uk", password: "x" }).toString(),
    });
    await expectRefused(res, "email");
  });
});
