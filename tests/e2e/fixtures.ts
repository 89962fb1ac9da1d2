import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/**
 * Screenshots for people to look at, kept under test-results/screens. Not taken in CI, where no
 * one looks at them: full-page screenshots were about 8 % of the suite's time on a two-core
 * machine (4 specs: 116 s with them, 107 s without).
 */
export async function snap(page: Page, name: string) {
  if (process.env.CI) return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export const phone = { width: 375, height: 812 };

/** How far the page scrolls sideways (0 or less: it fits the viewport's width). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
export const desktop = { width: 1280, height: 800 };

/**
 * The pages of the sidebar as [name, path], read from it at 1280 px, so the walks that visit
 * every page also visit one added to the menu.
 */
export async function sidebarPages(page: Page): Promise<[string, string][]> {
  await page.setViewportSize(desktop);
  await page.goto("/dashboard");
  const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Supplier Scraper" })).toBeVisible();
  const pages: [string, string][] = [];
  for (const link of await nav.getByRole("link").all()) {
    const name = ((await link.textContent()) ?? "").trim().toLowerCase().replaceAll(" ", "-");
    pages.push([name, (await link.getAttribute("href")) ?? ""]);
  }
  expect(pages.length).toBeGreaterThanOrEqual(7);
  return pages;
}

/**
 * The Origin header a browser sends with every POST: better-auth refuses a signed-in request to
 * /api/auth without one (as in production), so API calls made beside the page send it too.
 */
export const pageOrigin = () => ({
  origin: new URL(base.info().project.use.baseURL ?? "http://127.0.0.1").origin,
});

let counter = 0;
export const uniqueEmail = (prefix = "e2e", domain = "example.co.uk") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@${domain}`;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The message to an address in the development mailbox, polled until it arrives (bounded). */
export async function mailTo(request: APIRequestContext, to: string, subject?: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/dev/mailbox");
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        found = messages.find((m) => m.to === to && (!subject || m.subject === subject));
        return found !== undefined;
      },
      { message: `a mail to ${to}${subject ? ` about "${subject}"` : ""}`, intervals: [100] },
    )
    .toBe(true);
  return found as MailboxMessage;
}

export function firstLink(text: string) {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return match[0];
}

/** The token of the sign-up link in a verification email (its page is /verify-email?token=…). */
export function verificationToken(text: string) {
  const token = new URL(firstLink(text)).searchParams.get("token");
  if (!token) throw new Error(`no token in ${text}`);
  return token;
}

/**
 * Finishes a sign-up as its page does: the link's token with the sign-up's password (ADR 0027).
 * Sent through the page's request context, so the session cookie it sets signs the page in.
 */
export async function finishSignUp(
  page: Page,
  mailText: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const res = await page.request.post("/api/account/verify-email", {
    data: { token: verificationToken(mailText), password },
    headers: { ...pageOrigin(), ...headers },
  });
  expect(res.status()).toBe(200);
}

/**
 * Signs a new user up through the API and finishes the sign-up with the emailed link's token and
 * its password in the page's context, so the page is signed in (the sign-up form and the
 * link's page have their own test in auth.spec.ts). No page is opened: most tests make their
 * data through the API and then open the page they are about, and a dashboard opened first for
 * nothing was about a second of each of some eighty tests.
 */
export async function signUpViaApi(
  page: Page,
  opts: { email?: string; password?: string; name?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "secret-pass-1";
  const name = opts.name ?? "Pat Plasterer";
  // The e2e server trusts x-forwarded-for (as behind a proxy), so the sign-up and its
  // verification come from an address of their own, as each new user's would, and do not share
  // the browser's per-address auth rate limit (100 a minute) with every other test's pages.
  const address = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name, callbackURL: "/dashboard" },
    headers: { ...pageOrigin(), ...address },
  });
  expect(res.ok()).toBeTruthy();
  const mail = await mailTo(page.request, email, "Verify your email for Sole.");
  await finishSignUp(page, mail.text, password, address);
  return { email, password, name };
}

/**
 * Moves a board card one column right with the keyboard (its handle focused): Space, dnd-kit's
 * live region saying it is lifted, ArrowRight, and the region saying where it is over. dnd-kit
 * starts listening for the arrow keys in a zero-delay timer after the lift, and a busy Chromium
 * hands input to the page before timers, so that first ArrowRight can be lost: it is pressed again
 * only while the card is still not over the column (never once it has moved).
 */
export async function moveRightWithKeyboard(page: Page, lifted: RegExp, over: string) {
  await page.keyboard.press("Space");
  await expect(page.getByText(lifted)).toBeAttached();
  const announced = page.getByText(over);
  await expect(async () => {
    if ((await announced.count()) === 0) await page.keyboard.press("ArrowRight");
    await expect(announced).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

export const test = base;
export { expect };

/**
 * Makes the signed-in business VAT registered (its details otherwise as they are), so its quotes'
 * VAT is what its invoices charge and sending does not ask about a missing VAT number.
 */
export async function registerForVat(page: Page, vatNumber = "GB123456789") {
  const details = await (await page.request.get("/api/settings/business")).json();
  const saved = await page.request.put("/api/settings/business", {
    data: {
      businessName: details.businessName,
      margin: details.margin,
      vatRegistered: true,
      vatNumber,
    },
  });
  expect(saved.ok()).toBeTruthy();
}
