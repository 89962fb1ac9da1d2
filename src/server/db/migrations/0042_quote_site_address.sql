-- Where the work is, when it is not the customer's own address (a landlord's or an agent's
-- property, a builder's site): the quote's PDF and page, the job, its calendar entry and the
-- morning summary read it. Null: the customer's address, as before.
ALTER TABLE quotes ADD COLUMN IF NOT EXISTS site_address text;
