import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let folder: string;
/** A build's manifest as Vite writes it: the entry, the router and the chunk groups. */
const manifest = {
  "index.html": {
    file: "assets/index-e.js",
    isEntry: true,
    imports: ["_rolldown-runtime-r.js"],
  },
  "_rolldown-runtime-r.js": { file: "assets/rolldown-runtime-r.js", name: "rolldown-runtime" },
  "router.tsx": {
    file: "assets/router-r.js",
    src: "router.tsx",
    imports: ["_rolldown-runtime-r.js", "index.html", "_app-vendor-v.js", "_app-a.js"],
  },
  "_app-vendor-v.js": { file: "assets/app-vendor-v.js", name: "app-vendor" },
  "_app-a.js": { file: "assets/app-a.js", name: "app", imports: ["_app-vendor-v.js"] },
  "_auth-l.js": { file: "assets/auth-l.js", name: "auth", imports: ["_app-a.js"] },
  "_dashboard-d.js": { file: "assets/dashboard-d.js", name: "dashboard", imports: ["_app-a.js"] },
  "_dashboard-page-p.js": { file: "assets/dashboard-page-p.js", name: "dashboard-page" },
  "_quote-builder-b.js": {
    file: "assets/quote-builder-b.js",
    name: "quote-builder",
    imports: ["_dashboard-d.js", "_quote-maths-m.js"],
  },
  "_quote-maths-m.js": { file: "assets/quote-maths-m.js", name: "quote-maths" },
};

beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), "sole-preloads-"));
  writeFileSync(join(folder, "index.html"), "<!doctype html><head><title>Sole</title></head>");
  mkdirSync(join(folder, ".vite"));
  writeFileSync(join(folder, ".vite/manifest.json"), JSON.stringify(manifest));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

async function page(path: string) {
  const res = await createApp(t.deps, { webFolder: folder }).request(
    `http://localhost:3000${path}`,
  );
  expect(res.status).toBe(200);
  return res.text();
}
const scripts = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
const fetches = (html: string) =>
  [...html.matchAll(/rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map(
    (m) => m[1],
  );

describe("the app's page names what its first render needs", () => {
  it("the quote builder: the router's, the layout's and the builder's scripts, the session and the quote", async () => {
    const id = "0b74c2b1-f1a3-474d-88b1-ae7de6fe1cf0";
    const html = await page(`/dashboard/quotes/${id}/edit`);
    expect(scripts(html).sort()).toEqual(
      [
        "app-a.js",
        "app-vendor-v.js",
        "dashboard-d.js",
        "quote-builder-b.js",
        "quote-maths-m.js",
        "router-r.js",
      ].sort(),
    );
    expect(fetches(html)).toEqual(["/api/me", `/api/quotes/${id}`]);
    // Before </head>, and the entry's own imports are not named twice.
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    expect(html).not.toContain("rolldown-runtime");
  });

  it("the dashboard and the login page: their own groups and the session", async () => {
    const dashboard = await page("/dashboard");
    expect(scripts(dashboard)).toContain("dashboard-page-p.js");
    expect(scripts(dashboard)).not.toContain("quote-builder-b.js");
    expect(fetches(dashboard)).toEqual(["/api/me"]);

    const login = await page("/auth");
    expect(scripts(login)).toEqual(
      expect.arrayContaining(["router-r.js", "app-a.js", "auth-l.js"]),
    );
    expect(scripts(login)).not.toContain("dashboard-d.js");
    expect(fetches(login)).toEqual(["/api/me"]);
  });

  it("another page gets the router's scripts and asks for no session", async () => {
    const html = await page("/reset-password");
    expect(scripts(html).sort()).toEqual(["app-a.js", "app-vendor-v.js", "router-r.js"].sort());
    expect(fetches(html)).toEqual([]);
  });

  it("a builder path whose id is not a plain id asks for the session only", async () => {
    const html = await page("/dashboard/quotes/%22%3E%3Cscript%3E/edit");
    expect(fetches(html)).toEqual(["/api/me"]);
    expect(html).not.toContain("<script>");
  });
});
