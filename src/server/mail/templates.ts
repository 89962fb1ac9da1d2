import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * A paragraph as HTML: escaped (user text is never markup), its single line breaks kept as <br>
 * (HTML would run "Thanks,\nMorgan Electrical" into one line; the plain text keeps them).
 */
const paragraphHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/** One layout for every email: the business's name at the top, plain text beside the HTML. */
export function layoutEmail(opts: {
  to: string;
  subject: string;
  businessName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): MailMessage {
  const { to, subject, businessName, paragraphs, action, footer } = opts;
  const text = [
    businessName,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    footer ?? `Sent by Sole on behalf of ${businessName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 28px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:bold">${escapeHtml(businessName)}</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.55">
${paragraphs.map((p) => `<p style="margin:0 0 14px">${paragraphHtml(p)}</p>`).join("\n")}
${
  action
    ? `<p style="margin:22px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#526071">Or paste this link into your browser: <br><a href="${escapeHtml(action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ""
}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#526071">${escapeHtml(footer ?? `Sent by Sole on behalf of ${businessName}`)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

export { escapeHtml };
