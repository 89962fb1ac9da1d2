import { randomBytes } from "node:crypto";
import { messages } from "../../../shared/messages";
import { notFound } from "../../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a database id (a uuid). */
export const isUuid = (id: string) => UUID.test(id);

/** An id that is not a uuid names no quote: 404, like any unknown id. */
export function checkQuoteId(id: string) {
  if (!isUuid(id)) throw notFound(messages.quotes.notFound);
}

/** A new unguessable token for the customer's link (192 random bits). */
export function newPublicToken(): string {
  return randomBytes(24).toString("base64url");
}
