import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, uniqueEmail } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

let smtp: SMTPServer;
let port = 0;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            from: mail.from?.text ?? "",
            to: [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? "")),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mailer over SMTP", () => {
  it("sends the verification email as real HTML + text through the SMTP server", async () => {
    const email = uniqueEmail("smtp");
    const res = await new Browser(t).post("/api/auth/sign-up/email", {
      email,
      password: "secret-1",
      name: "Sid Smtp",
      callbackURL: "/dashboard",
    });
    expect(res.status).toBe(200);
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Verify your email for Sole.");
    expect(mail!.from).toContain("no-reply@sole.local");
    // Our page, which asks for the sign-up's password, not better-auth's GET (ADR 0027).
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
    expect(mail!.html).toContain("Verify email");
    expect(mail!.html).toContain("Hello Sid Smtp,");
  });

  it("hides the development mailbox when SMTP is configured", async () => {
    expect((await t.request("/api/dev/mailbox")).status).toBe(404);
  });
});
