import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutEmail } from "../../src/server/mail/templates";
import { type Browser, lastMailTo, signedInBrowser } from "../support/browser";
import { createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message =
  "Hi Sarah,\n\nHere is the quote for the <b>kitchen</b> rewire & the new consumer unit.\n\nThanks,\nMorgan Electrical";

async function business(): Promise<{ b: Browser; businessId: string }> {
  const { browser: b } = await signedInBrowser(t);
  const businessId = (await (await b.get("/api/me")).json()).business.id as string;
  await t.deps.db.execute(
    sql`update businesses set name = 'Morgan Electrical' where id = ${businessId}`,
  );
  return { b, businessId };
}

/** The HTML email's paragraphs, as written (tags and all). */
const paragraphsOf = (html: string) =>
  [...html.matchAll(/<p style="margin:0 0 14px">(.*?)<\/p>/gs)].map((m) => m[1]);

describe("the user's message in a sent email", () => {
  it("a quote email keeps the sign-off's line break, its paragraphs, and escapes the text", async () => {
    const { b, businessId } = await business();
    const quote = await createQuote(t.deps.db, { businessId, status: "draft" });
    const res = await b.post(`/api/quotes/${quote.id}/send`, {
      email: "sarah.lines@example.co.uk",
      message,
      attachPdf: false,
    });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, "sarah.lines@example.co.uk");
    // "Thanks," and the business's name on lines of their own, in one paragraph.
    expect(mail!.html).toContain("Thanks,<br>Morgan Electrical</p>");
    expect(paragraphsOf(mail!.html).slice(0, 3)).toEqual([
      "Hi Sarah,",
      "Here is the quote for the &lt;b&gt;kitchen&lt;/b&gt; rewire &amp; the new consumer unit.",
      "Thanks,<br>Morgan Electrical",
    ]);
    expect(mail!.html).not.toContain("<b>kitchen");
    // The plain text is as typed.
    expect(mail!.text).toContain("Thanks,\nMorgan Electrical");
  });
});

describe("layoutEmail", () => {
  it("turns only line breaks into <br>: markup typed as text stays text", () => {
    const mail = layoutEmail({
      to: "a@example.co.uk",
      subject: "Hello",
      businessName: "Morgan <Electrical>",
      paragraphs: ["One line\r\nanother", "Typed <br> and <script>alert(1)</script>"],
    });
    expect(paragraphsOf(mail.html)).toEqual([
      "One line<br>another",
      "Typed &lt;br&gt; and &lt;script&gt;alert(1)&lt;/script&gt;",
    ]);
    expect(mail.html).toContain("Morgan &lt;Electrical&gt;");
    expect(mail.html).not.toContain("<script>");
  });
});
