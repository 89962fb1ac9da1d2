-- A price list can hold the business's trade prices already (what a merchant sends an account
-- holder) rather than list prices: its products then take no merchant discount on top, which
-- under-priced every quote they were added to. Chosen per import; a later import of the same SKU
-- says again which it is. Constant defaults: no table rewrite, even at 1,000,000 products.
ALTER TABLE products ADD COLUMN IF NOT EXISTS trade_price boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE price_list_imports ADD COLUMN IF NOT EXISTS trade_prices boolean DEFAULT false NOT NULL;
