import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../errors";
import { jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { listOutbox } from "../../mail/mailer";

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

/** The development mailbox: only when mail goes to the outbox and not in production. */
export const devMailRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/api/dev/mailbox",
    tags: ["dev"],
    responses: { 200: jsonResponse(mailboxSchema, "Messages in the outbox, newest first") },
  }),
  async (c) => {
    const { config, mailer, db } = c.get("deps");
    if (mailer.kind !== "outbox" || config.nodeEnv === "production") throw notFound();
    return c.json({ messages: await listOutbox(db) }, 200);
  },
);
