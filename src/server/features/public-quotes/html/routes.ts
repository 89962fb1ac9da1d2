import { and, eq, ne } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { clientIp } from "../../../auth/client-ip";
import { trustedOrigins } from "../../../auth/origins";
import type { AppEnv } from "../../../context";
import { businesses, quotes } from "../../../db/schema";
import { AppError } from "../../../errors";
import { acceptQuoteSchema, declineQuoteSchema } from "../decision-input";
import { publicPhotoIds } from "../photos";
import { decidePublicQuote, viewPublicQuote } from "../service";
import { isLinkToken } from "../view";
import { documentShell, lostPage } from "./document";
import type { FormState } from "./forms";
import { publicPhotoResponse } from "./photo-route";
import { type QuotePageOptions, quoteBody } from "./quote";
import { PAGE_SCRIPT, PAGE_SCRIPT_PATH } from "./script";

type C = Context<AppEnv>;

/** The link is the only key: never cached, never sent to another site (the page's referrer meta tag). */
function privateHeaders(c: C) {
  c.header("cache-control", "no-store");
  c.header("x-robots-tag", "noindex, nofollow");
}

/** The business's logo behind a quote link, when it has one (the letterhead's image). */
async function logoOf(c: C, token: string) {
  if (!isLinkToken(token)) return null;
  const [row] = await c
    .get("deps")
    .db.select({ logo: businesses.logo, type: businesses.logoContentType })
    .from(quotes)
    .innerJoin(businesses, eq(businesses.id, quotes.businessId))
    .where(and(eq(quotes.publicToken, token), ne(quotes.status, "draft")));
  return row?.logo && row.type ? { bytes: row.logo, type: row.type } : null;
}

/** The quote page, or the page for a link that names no quote (404) or was replaced (410). */
async function renderQuote(
  c: C,
  token: string,
  options: Omit<QuotePageOptions, "token" | "hasLogo" | "photoIds">,
  status: 200 | 400 | 409 = 200,
) {
  privateHeaders(c);
  try {
    const quote = await viewPublicQuote(c.get("deps").db, token);
    const hasLogo = (await logoOf(c, token)) !== null;
    const photoIds = await publicPhotoIds(c.get("deps").db, token);
    const title = `Quote ${quote.reference} from ${quote.business.name}`;
    return c.html(
      documentShell(
        title,
        quoteBody(quote, { ...options, token, hasLogo, photoIds }),
        `${quote.name}: ${quote.business.name}'s quote for ${quote.customerName || "you"}`,
      ),
      status,
    );
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
      return c.html(lostPage(error.status), error.status);
    }
    throw error;
  }
}

/**
 * CSRF: a decision must come from a page of this site. Browsers send Sec-Fetch-Site (all current
 * ones) and Origin on every form POST; Sec-Fetch-Site, when there, decides. A form from another
 * site, or a POST that says nothing of where it came from, is refused: the JSON API's middleware
 * lets the silent ones through (non-browser clients), but a form is only ever posted by a browser.
 */
function fromThisSite(c: C) {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = c.req.header("origin");
  if (!origin) return false;
  const allowed = trustedOrigins(c.get("deps").config.publicUrl);
  return allowed.includes(origin) || origin === new URL(c.req.url).origin;
}

const field = (value: unknown) => (typeof value === "string" ? value : "");

/** Accept or decline by form: the JSON API's rules and service, then back to the page. */
async function decideByForm(c: C, kind: FormState["kind"]) {
  const token = c.req.param("token") ?? "";
  if (!fromThisSite(c)) {
    privateHeaders(c);
    return c.html(lostPage(403), 403);
  }
  const body = await c.req.parseBody();
  const typed = { name: field(body.name), reason: field(body.reason) };
  const parsed =
    kind === "accept"
      ? acceptQuoteSchema.safeParse({ name: typed.name })
      : declineQuoteSchema.safeParse({ name: typed.name, reason: typed.reason || undefined });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check what you typed.";
    return renderQuote(c, token, { form: { kind, error, ...typed } }, 400);
  }
  const deps = c.get("deps");
  const decision = kind === "accept" ? "accepted" : "declined";
  try {
    await decidePublicQuote(
      deps,
      token,
      { kind: decision, ...parsed.data },
      { ip: clientIp(c, deps.config), userAgent: c.req.header("user-agent") ?? "" },
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      return renderQuote(c, token, { refused: error.message }, 409);
    }
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
      privateHeaders(c);
      return c.html(lostPage(error.status), error.status);
    }
    throw error;
  }
  // Post/redirect/get: the page then shows the decision as its notice, and a reload does not
  // post it again.
  return c.redirect(`/q/${encodeURIComponent(token)}`, 303);
}

const formLimit = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.text("That form was too large.", 413),
});

/**
 * The customer's page behind the emailed link, as server-drawn HTML (docs/decisions/0020): no
 * sign-in, no SPA. The JSON API (../routes.ts) stays for other clients.
 */
export const publicQuotePageRoutes = new Hono<AppEnv>()
  .get(PAGE_SCRIPT_PATH, (c) => {
    c.header("content-type", "text/javascript; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    return c.body(PAGE_SCRIPT);
  })
  .get("/q/:token", compress(), (c) => renderQuote(c, c.req.param("token"), {}))
  .get("/q/:token/logo", async (c) => {
    const logo = await logoOf(c, c.req.param("token"));
    if (!logo) return c.body(null, 404);
    c.header("content-type", logo.type);
    c.header("cache-control", "private, max-age=3600");
    return c.body(new Uint8Array(logo.bytes));
  })
  .get("/q/:token/photos/:photoId", (c) =>
    publicPhotoResponse(c, c.req.param("token"), c.req.param("photoId")),
  )
  .post("/q/:token/accept", formLimit, (c) => decideByForm(c, "accept"))
  .post("/q/:token/decline", formLimit, (c) => decideByForm(c, "decline"));
