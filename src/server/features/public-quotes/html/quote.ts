import { html } from "hono/html";
import { formatDate } from "../../../../shared/dates";
import { depositAsked } from "../../../../shared/deposit-terms";
import { messages } from "../../../../shared/messages";
import { formatPence } from "../../../../shared/money";
import { quantityWithUnit } from "../../../../shared/quantities";
import { quoteCostRows, quoteVatRows } from "../../../../shared/quote-vat";
import type { PublicQuoteView } from "../../../../shared/schemas/public-quote";
import { decisionForms, type FormState } from "./forms";
import { type IconName, icon } from "./icons";

export interface QuotePageOptions {
  token: string;
  hasLogo: boolean;
  /** The quote's site photos, in their order. */
  photoIds: string[];
  /** A refused or invalid form: what the customer typed, and why it was not taken. */
  form?: FormState;
  /** A decision the server refused (expired, replaced, already decided, changed meanwhile). */
  refused?: string;
}

const base = (token: string) => `/q/${encodeURIComponent(token)}`;
export const pdfPath = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}/pdf`;

/** "+£120.00" or "−£40.00": the sign says which way the price moved. */
function signedPence(pence: number) {
  if (pence === 0) return formatPence(0);
  return `${pence > 0 ? "+" : "−"}${formatPence(Math.abs(pence))}`;
}

const note = (kind: "ok" | "bad" | "warn" | "info", iconName: IconName, body: unknown) =>
  html`<div role="status" class="note ${kind}">${icon(iconName)}<div>${body}</div></div>`;

function header(quote: PublicQuoteView, { token, hasLogo }: QuotePageOptions, canDecide: boolean) {
  const b = quote.business;
  const tel = b.phone.replace(/[^\d+]/g, "");
  return html`<header class="top">
  <div class="from">
    ${hasLogo ? html`<img class="logo" src="${base(token)}/logo" alt="${b.name} logo" height="56">` : ""}
    <div>
      <p class="kicker">Quote from</p>
      <p class="biz">${b.name}</p>
      ${b.address ? html`<p class="soft pre">${b.address}</p>` : ""}
      ${b.phone || b.email ? html`<p class="soft">${[b.phone, b.email].filter(Boolean).join(" · ")}</p>` : ""}
      ${b.vatNumber ? html`<p class="soft">VAT no. ${b.vatNumber}</p>` : ""}
    </div>
  </div>
  <div class="meta">
    <p class="ref">${quote.reference}</p>
    <p class="soft">Issued ${formatDate(quote.createdAt)}</p>
    <p class="soft">Valid until ${formatDate(quote.expiresAt)}</p>
  </div>
  ${
    tel || b.email || canDecide
      ? html`<div class="contact">
    ${tel ? html`<a class="btn btn-light" href="tel:${tel}">${icon("phone")}Call</a>` : ""}
    ${b.email ? html`<a class="btn btn-ghost" href="mailto:${b.email}">${icon("mail")}Email</a>` : ""}
    ${canDecide ? html`<a class="btn btn-ghost" href="#decide">Accept or decline</a>` : ""}
  </div>`
      : ""
  }
</header>`;
}

function notices(quote: PublicQuoteView, options: QuotePageOptions) {
  const d = quote.decision;
  const business = quote.business.name;
  const parts: unknown[] = [];
  if (options.refused) parts.push(note("bad", "alert", html`<strong>${options.refused}</strong>`));
  if (d) {
    const accepted = d.decision === "accepted";
    parts.push(
      note(
        accepted ? "ok" : "bad",
        accepted ? "check" : "cross",
        html`<strong>${accepted ? "Accepted" : "Declined"}${d.byName ? ` by ${d.byName}` : ""} on ${formatDate(d.at)}</strong>
        <p class="small">${
          accepted
            ? `Thank you. ${business} will be in touch to arrange the work.`
            : `${business} has been told. Thank you for letting them know.`
        }</p>`,
      ),
    );
  }
  if (quote.replacedBy) {
    const r = quote.replacedBy;
    parts.push(
      note(
        "warn",
        "history",
        html`<strong>This quote has been replaced by a newer version</strong>
        ${
          r.path
            ? html`<p class="small"><a href="${r.path}">View the newer version (${r.reference})</a></p>`
            : html`<p class="small">Please ask the business for the link to ${r.reference}.</p>`
        }`,
      ),
    );
  }
  if (quote.variation) parts.push(variation(quote.variation, Boolean(d)));
  if (quote.expired && !d) {
    parts.push(note("warn", "alert", html`<strong>${messages.quotes.expired}</strong>`));
  }
  return parts;
}

/** A variation: what was accepted before, what this one comes to, and the change. */
function variation(v: NonNullable<PublicQuoteView["variation"]>, decided: boolean) {
  return html`<section class="note info" aria-labelledby="variation-heading">
  <div style="width:100%">
    <h2 id="variation-heading">Variation to ${v.of}</h2>
    <p class="small">${v.of} was accepted for ${formatPence(v.acceptedTotalPence)}. ${
      decided
        ? "This variation changed the work and its price by the difference below."
        : `This variation changes the work and its price; ${v.of} stays accepted whatever you decide here.`
    }</p>
    <dl class="totals" style="margin:.5rem 0 0;max-width:24rem">
      <div><dt>Accepted (${v.of})</dt><dd class="num">${formatPence(v.acceptedTotalPence)}</dd></div>
      <div><dt>This variation</dt><dd class="num">${formatPence(v.totalPence)}</dd></div>
      <div class="grand"><dt>Difference</dt><dd class="num">${signedPence(v.differencePence)}</dd></div>
    </dl>
  </div>
</section>`;
}

function lines(quote: PublicQuoteView) {
  const labour =
    quote.totalLaborPence > 0
      ? html`<li><div><p class="name">Labour</p><p class="sub">${quantityWithUnit(quote.laborDays, "day")} × ${formatPence(quote.dayRatePence)}</p></div><span class="num">${formatPence(quote.totalLaborPence)}</span></li>`
      : "";
  return html`<section aria-labelledby="lines-heading">
  <h2 id="lines-heading">What's included</h2>
  <ul class="lines" aria-label="Quote lines">
    ${quote.materials.map(
      (m) =>
        html`<li><div><p class="name">${m.name}</p><p class="sub">${quantityWithUnit(m.quantity, m.unit)} × ${formatPence(m.unitPricePence)}</p></div><span class="num">${formatPence(m.totalPence)}</span></li>`,
    )}
    ${labour}
  </ul>
</section>`;
}

/** The quote's terms as the page shows them: SPEC's default when the business wrote none. */
const shownTerms = (quote: PublicQuoteView) =>
  quote.terms.trim() ||
  "A 50% deposit is required to begin work; the balance is due on completion.";

/** The deposit the terms shown ask, in pounds: what the customer pays first. */
function deposit(quote: PublicQuoteView) {
  const asked = depositAsked(shownTerms(quote), quote);
  return asked
    ? html`<div class="deposit"><dt>Deposit (${asked.percent}%)</dt><dd class="num" data-testid="quote-deposit">${formatPence(asked.pence)}</dd></div>`
    : "";
}

/** The same rows, labels and sums as the builder, the PDF and the SPA page (shared/quote-vat). */
function totals(quote: PublicQuoteView) {
  const row = (label: string, pence: number) =>
    html`<div><dt>${label}</dt><dd class="num">${formatPence(pence)}</dd></div>`;
  return html`<dl class="totals" aria-label="Totals">
  ${quoteCostRows(quote).map((cost) => row(cost.label, cost.pence))}
  ${row("Subtotal", quote.subtotalPence)}
  ${quoteVatRows(quote).map((vat) => row(vat.label, vat.pence))}
  <div class="grand"><dt>Total</dt><dd class="num" data-testid="quote-total">${formatPence(quote.totalAmountPence)}</dd></div>
  ${deposit(quote)}
</dl>`;
}

/**
 * The site photos after the totals, as the PDF draws them: each fitted whole into a 4:3 cell
 * (width and height given, so nothing moves as they arrive), loaded only when scrolled near, and
 * each a link to the full photo. No script.
 */
function photos({ token, photoIds }: QuotePageOptions) {
  if (photoIds.length === 0) return "";
  const count = photoIds.length;
  return html`<section aria-labelledby="photos-heading">
  <h2 id="photos-heading">${count === 1 ? "Site photo" : "Site photos"}</h2>
  <ul class="photos">
    ${photoIds.map((id, index) => {
      const src = `${base(token)}/photos/${encodeURIComponent(id)}`;
      return html`<li><a href="${src}"><img src="${src}" alt="Site photo ${index + 1} of ${count}" width="800" height="600" loading="lazy" decoding="async"></a></li>`;
    })}
  </ul>
</section>`;
}

/** SPEC: the customer's quote page at /q/:token, drawn on the server; decisions by plain forms. */
export function quoteBody(quote: PublicQuoteView, options: QuotePageOptions) {
  const canDecide = !quote.decision && !quote.expired && !quote.replacedBy;
  const what = quote.variation ? "variation" : "quote";
  return html`<main>
<article class="card">
${header(quote, options, canDecide)}
<div class="body">
  ${notices(quote, options)}
  <section>
    <p class="small muted">Prepared for ${quote.customerName || "you"}</p>
    ${quote.siteAddress ? html`<p class="small muted pre" style="overflow-wrap:anywhere">Site: ${quote.siteAddress}</p>` : ""}
    <h1 class="title">${quote.name}</h1>
    ${quote.jobDescription ? html`<p class="muted pre" style="overflow-wrap:anywhere">${quote.jobDescription}</p>` : ""}
  </section>
  ${
    quote.measurements.length > 0
      ? html`<section aria-labelledby="measurements-heading"><h2 id="measurements-heading">Measurements</h2><ul class="chips">${quote.measurements.map(
          (m) => html`<li>${m.label}: ${m.value} ${m.unit}</li>`,
        )}</ul></section>`
      : ""
  }
  ${lines(quote)}
  ${totals(quote)}
  ${photos(options)}
  <section class="terms" aria-label="Terms">
    <strong>Terms</strong>
    <p class="pre">${shownTerms(quote)}</p>
    <p>This quote is valid until ${formatDate(quote.expiresAt)}.</p>
  </section>
  <section class="decide" id="decide" aria-label="Your decision">
    ${canDecide ? decisionForms(options.token, quote.business.name, what, options.form) : ""}
    <a class="btn btn-outline pdf" href="${pdfPath(options.token)}" target="_blank" rel="noopener noreferrer">${icon("file")}Download PDF</a>
  </section>
</div>
</article>
</main>`;
}
