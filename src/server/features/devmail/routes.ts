import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../errors";
import { jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { listOutbox } from "../../mail/mailer";
import { mailboxOpen } from "./access";

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      attachments: z.array(
        z.object({ filename: z.string(), contentType: z.string(), size: z.number() }),
      ),
      createdAt: z.string(),
    }),
  ),
});

/**
 * The development mailbox: only when mail goes to the outbox (no SMTP_URL) and only to a request
 * from this machine (a loopback socket), in every NODE_ENV; anyone else gets a 404 (access.ts).
 */
export const devMailRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/api/dev/mailbox",
    tags: ["dev"],
    responses: { 200: jsonResponse(mailboxSchema, "Messages in the outbox, newest first") },
  }),
  async (c) => {
    if (!mailboxOpen(c)) throw notFound();
    const { db } = c.get("deps");
    return c.json({ messages: await listOutbox(db) }, 200);
  },
);
