-- Revocable customer links (issue 15 item 6): revoking a quote's link gives the quote a new token
-- and keeps the old one here, so the old link can say "This link is no longer valid" instead of
-- looking like a random address. Rows go with their quote.
CREATE TABLE "revoked_quote_links" (
	"token" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_quote_links" ADD CONSTRAINT "revoked_quote_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "revoked_quote_links" ADD CONSTRAINT "revoked_quote_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "revoked_quote_links_quote_idx" ON "revoked_quote_links" USING btree ("quote_id");
