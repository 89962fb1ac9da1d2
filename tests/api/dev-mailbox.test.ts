/**
 * Issue 15, item 5: the development mailbox answers only requests from this machine (loopback
 * socket), in every NODE_ENV, and not at all with SMTP; a newcomer on their own machine signs up
 * and verifies under NODE_ENV=production; both loopback spellings of the app's address work.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/server/app";
import { mailDestinationLine } from "../../src/server/features/devmail/access";
import { linkIn, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

vi.setConfig({ testTimeout: 120_000 });

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A request with a given socket address (what @hono/node-server passes as env.incoming). */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

describe("NODE_ENV=production, no SMTP_URL (what npm start runs on a newcomer's machine)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: "production" });
  });
  afterAll(() => t.close());

  it("signs up, reads the verification mail from the mailbox over a loopback socket, and verifies", async () => {
    const email = uniqueEmail("newcomer");
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "secret-pass-1", name: "Nia Newcomer", callbackURL: "/dashboard" },
      ip: "127.0.0.1",
    });
    expect(signUp.status).toBe(200);
    const box = await t.request("/api/dev/mailbox", { ip: "127.0.0.1" });
    expect(box.status).toBe(200);
    const { messages } = (await box.json()) as { messages: Mail[] };
    const mail = messages.find((m) => m.to === email);
    expect(mail?.subject).toBe("Verify your email for Sole.");
    const link = new URL(linkIn(mail!.text));
    const verify = await t.request("/api/account/verify-email", {
      method: "POST",
      json: { token: link.searchParams.get("token"), password: "secret-pass-1" },
      ip: "127.0.0.1",
    });
    expect(verify.status).toBe(200);
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await t.request("/api/me", { headers: { cookie }, ip: "127.0.0.1" });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(email);
  });

  it.each(["::1", "::ffff:127.0.0.1", "127.8.9.10"])("answers a loopback socket %s", async (ip) => {
    expect((await t.request("/api/dev/mailbox", { ip })).status).toBe(200);
  });

  it.each(["203.0.113.5", "192.168.1.20", "::ffff:10.0.0.1", "2001:db8::1"])(
    "is a 404 in the error shape to a socket from %s",
    async (ip) => {
      const res = await t.request("/api/dev/mailbox", { ip });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
    },
  );

  it("never trusts a header: a remote socket claiming to be 127.0.0.1 is a 404", async () => {
    const res = await t.request("/api/dev/mailbox", {
      ip: "203.0.113.5",
      headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "localhost" },
    });
    expect(res.status).toBe(404);
  });

  it("the /dev/mailbox page follows the same rule", async () => {
    const web = mkdtempSync(join(tmpdir(), "sole-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Sole.</title>");
    try {
      const app = createApp(t.deps, { webFolder: web });
      const page = (ip: string, path = "/dev/mailbox") =>
        app.request(`http://localhost:3000${path}`, {}, from(ip));
      const local = await page("127.0.0.1");
      expect(local.status).toBe(200);
      expect(await local.text()).toContain("<title>Sole.</title>");
      expect((await page("203.0.113.5")).status).toBe(404);
      expect((await page("203.0.113.5", "/dev/mailbox/")).status).toBe(404);
      // Any other page is still the app for everyone.
      expect((await page("203.0.113.5", "/dashboard")).status).toBe(200);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe("in development too, only this machine reads the mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: "development" });
  });
  afterAll(() => t.close());

  it("is a 404 to a remote socket and open to a loopback one", async () => {
    expect((await t.request("/api/dev/mailbox", { ip: "198.51.100.7" })).status).toBe(404);
    expect((await t.request("/api/dev/mailbox", { ip: "127.0.0.1" })).status).toBe(200);
  });
});

describe("behind a reverse proxy on the same machine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientIpHeader: "x-forwarded-for" });
  });
  afterAll(() => t.close());

  it("refuses what the proxy forwards (loopback socket, but the proxy's header is there)", async () => {
    const proxied = await t.request("/api/dev/mailbox", {
      ip: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(proxied.status).toBe(404);
    expect((await t.request("/api/dev/mailbox", { ip: "127.0.0.1" })).status).toBe(200);
  });
});

describe("with SMTP_URL", () => {
  it("the mailbox does not exist, not even from this machine", async () => {
    const t = await createTestApp({ smtpUrl: "smtp://mail.example.com:2525" });
    try {
      expect((await t.request("/api/dev/mailbox", { ip: "127.0.0.1" })).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("start-up says where mail goes, without credentials", () => {
    expect(mailDestinationLine({ smtpUrl: undefined }, { kind: "outbox" }, 3000)).toBe(
      "Mail: outbox, read it at http://localhost:3000/dev/mailbox from this machine",
    );
    expect(
      mailDestinationLine(
        { smtpUrl: "smtp://user:secret@mail.example.com:2525" },
        { kind: "smtp" },
        3000,
      ),
    ).toBe("Mail: SMTP via mail.example.com:2525");
    expect(
      mailDestinationLine(
        { smtpUrl: "smtps://user:secret@mail.example.com" },
        { kind: "smtp" },
        3000,
      ),
    ).toBe("Mail: SMTP via mail.example.com:465");
  });
});

describe("both loopback spellings of the app's address work (PUBLIC_URL http://localhost:3000)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: "production" });
  });
  afterAll(() => t.close());

  it.each(["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"])(
    "signs up and signs in from %s",
    async (origin) => {
      const app = createApp(t.deps, { webFolder: false });
      const post = (path: string, json: unknown, cookie?: string) =>
        app.request(
          `${origin}${path}`,
          {
            method: "POST",
            body: JSON.stringify(json),
            headers: {
              "content-type": "application/json",
              origin,
              "sec-fetch-site": "same-origin",
              ...(cookie ? { cookie } : {}),
            },
          },
          from("127.0.0.1"),
        );
      const email = uniqueEmail("origin");
      const signUp = await post("/api/auth/sign-up/email", {
        email,
        password: "secret-pass-1",
        name: "Olly Origin",
        callbackURL: "/dashboard",
      });
      expect(signUp.status).toBe(200);
      await t.deps.afterAnswer.settled(); // the email follows the answer
      const box = (await (await t.request("/api/dev/mailbox", { ip: "127.0.0.1" })).json()) as {
        messages: Mail[];
      };
      const link = new URL(linkIn(box.messages.find((m) => m.to === email)!.text));
      const verify = await post("/api/account/verify-email", {
        token: link.searchParams.get("token"),
        password: "secret-pass-1",
      });
      expect(verify.status).toBe(200);
      const signIn = await post("/api/auth/sign-in/email", { email, password: "secret-pass-1" });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      // A write through our own API from that origin passes the CSRF check too.
      const customer = await post(
        "/api/customers",
        { firstName: "Cara", lastName: "Client" },
        cookie,
      );
      expect(customer.status).toBe(201);
    },
  );

  it("still refuses another port or another site", async () => {
    for (const origin of ["http://127.0.0.1:3001", "http://localhost.evil.example:3000"]) {
      const res = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "x@example.com", password: "whatever1" },
        headers: { origin },
        ip: "127.0.0.1",
      });
      expect(res.status).toBe(403);
    }
  });
});
