import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "../../../lib/api";

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
export type MailboxMessage = z.infer<typeof mailboxSchema>["messages"][number];

/**
 * The outbox, or `off` when the server sends through SMTP: a 404. (From another machine the page
 * itself is a 404, so this never runs there.)
 */
export type Mailbox = { status: "on"; messages: MailboxMessage[] } | { status: "off" };

export const mailboxQueryKey = ["dev", "mailbox"] as const;

export async function getMailbox(): Promise<Mailbox> {
  try {
    const body = await api<unknown>("GET", "/api/dev/mailbox");
    return { status: "on", messages: mailboxSchema.parse(body).messages };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: "off" };
    throw error;
  }
}

export const mailboxQueryOptions = queryOptions({
  queryKey: mailboxQueryKey,
  queryFn: getMailbox,
  // New mail shows up on its own while the page is open.
  refetchInterval: (query) => (query.state.data?.status === "on" ? 5000 : false),
  refetchOnWindowFocus: true,
});

export function useMailbox() {
  return useQuery(mailboxQueryOptions);
}
