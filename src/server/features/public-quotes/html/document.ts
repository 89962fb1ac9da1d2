import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { LINK_NO_LONGER_VALID } from "../../../../shared/quote-links";
import { icon } from "./icons";
import { PAGE_SCRIPT_PATH } from "./script";
import { PAGE_CSS } from "./styles";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The whole document around a customer page: inline CSS, one deferred script, no web fonts, so
 * the first response is all the browser needs to draw it. Not indexed; the link is the key, so
 * no Referer carries it to another site ("same-origin": "no-referrer" would make browsers send
 * Origin: null on the page's own forms).
 */
export function documentShell(title: string, body: Html, description = "") {
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<meta name="theme-color" content="#0f172a">
<title>${title}</title>
${description ? html`<meta name="description" content="${description}">` : ""}
<style>${raw(PAGE_CSS)}</style>
<script src="${PAGE_SCRIPT_PATH}" defer></script>
</head>
<body>
<div class="wrap">
${body}
<footer>Sent with Sole. Quoting for UK tradespeople</footer>
</div>
</body>
</html>`;
}

const LOST = {
  404: {
    title: "This quote link is not valid.",
    text: "Please check the link in your email, or contact the business that sent it.",
  },
  410: {
    title: LINK_NO_LONGER_VALID,
    text: "The business has replaced this link. Please ask them for the latest one.",
  },
  403: {
    title: "This form was sent from another website.",
    text: "For your safety it was not accepted. Please open the link in your email and try again.",
  },
  429: {
    title: "Too many tries in a minute.",
    text: "Please wait a minute, then open the link again.",
  },
} as const;

/**
 * An unknown or revoked link, a form posted from elsewhere, or too many requests in a minute:
 * what happened, what to do.
 */
export function lostPage(kind: keyof typeof LOST) {
  const { title, text } = LOST[kind];
  return documentShell(
    title,
    html`<main class="card lost">
  <span class="lost-icon">${icon("alert")}</span>
  <h1 class="title">${title}</h1>
  <p class="muted small">${text}</p>
</main>`,
  );
}
