import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./business";
import { quotes } from "./quotes";

/**
 * Customer links that were revoked (migration 0006): the old token, kept so that its page says
 * "This link is no longer valid" rather than "not found". The quote itself holds the new token.
 */
export const revokedQuoteLinks = pgTable(
  "revoked_quote_links",
  {
    token: text("token").primaryKey(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("revoked_quote_links_business_idx").on(t.businessId),
    index("revoked_quote_links_quote_idx").on(t.quoteId),
  ],
);
