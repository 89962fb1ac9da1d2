import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client";
import type { TestApp } from "./test-app";

/** A cookie jar over the in-process app: what one browser would send and keep. */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(
    private readonly t: TestApp,
    private readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    const res = await this.t.request(path, { ...init, headers, ip: this.ip });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json: unknown = {}) {
    return this.request(path, { method: "POST", json });
  }

  get(path: string) {
    return this.request(path);
  }
}

/** The newest outbox message to an address. */
export async function lastMailTo(t: TestApp, to: string) {
  const [row] = await queryRows<{ subject: string; text: string; html: string }>(
    t.deps.db,
    sql`select subject, text, html from mail_outbox where "to" = ${to} order by created_at desc limit 1`,
  );
  return row ?? null;
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** The token of the newest verification link emailed to an address. */
export async function verificationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t, email);
  if (mail?.subject !== "Verify your email for Sole.")
    throw new Error(`no verification mail to ${email}`);
  const token = new URL(linkIn(mail.text)).searchParams.get("token");
  if (!token) throw new Error(`no token in: ${mail.text}`);
  return token;
}

/**
 * Finishes a sign-up as its signer does on the emailed link's page: the link's token with the
 * password chosen at sign-up (docs/decisions/0027). The answer's cookie signs `browser` in.
 */
export function finishSignUp(browser: Browser, token: string, password: string) {
  return browser.post("/api/account/verify-email", { token, password });
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.co.uk`;

/** A sign-up as the form sends it (the password and name a test does not care about given). */
export function signUpAs(
  browser: Browser,
  { email, password = "secret-pass-1", name = "Pat Plasterer" }: SignUp,
) {
  return browser.post("/api/auth/sign-up/email", {
    email,
    password,
    name,
    callbackURL: "/dashboard",
  });
}
type SignUp = { email: string; password?: string; name?: string };

/** Signs up, finishes the sign-up with the emailed link and returns the signed-in browser. */
export async function signedInBrowser(
  t: TestApp,
  opts: { email?: string; name?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "secret-pass-1";
  const browser = new Browser(t);
  const signUp = await signUpAs(browser, { email, password, name: opts.name });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const verified = await finishSignUp(browser, await verificationTokenFor(t, email), password);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return { browser, email, password };
}

/** A demo visitor's signed-in browser at `ip` (each visitor gets a business of its own), and its id. */
export async function demoBrowser(t: TestApp, ip: string) {
  const b = new Browser(t, ip);
  const signIn = await b.post("/api/auth/sign-in/anonymous");
  if (signIn.status !== 200) throw new Error(`demo sign-in failed: ${signIn.status}`);
  const businessId = (await (await b.get("/api/me")).json()).business.id as string;
  return { b, businessId };
}

/** How many customers the business has, read from the database. */
export async function customersOf(t: TestApp, businessId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from customers where business_id = ${businessId}`,
  );
  return row?.n ?? 0;
}
