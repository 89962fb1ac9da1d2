-- A business's payments by day: insights, the VAT return, the MTD quarter and the accounting export
-- read one business's payments, and with no index on business_id each of them scanned every
-- business's payments (a small business paid for the biggest one's history). scripts/bench/big-business.mjs.
CREATE INDEX IF NOT EXISTS "payments_business_paid_idx" ON "payments" ("business_id", "paid_on");
