import { randomBytes } from "node:crypto";
import { messages } from "../../../shared/messages";
import { isUuid } from "../../db/ids";
import { notFound } from "../../errors";

/** An id that is not a uuid names no quote: 404, like any unknown id. */
export function checkQuoteId(id: string) {
  if (!isUuid(id)) throw notFound(messages.quotes.notFound);
}

/** A new unguessable token for the customer's link (192 random bits). */
export function newPublicToken(): string {
  return randomBytes(24).toString("base64url");
}
