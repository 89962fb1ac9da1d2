-- A business's latest finished jobs (the board's Completed column, insights' jobs) in order from an
-- index: without it every completed job of the business was joined to its quote and sorted to keep
-- 50 (thousands for a business of some years). scripts/bench/big-business.mjs.
CREATE INDEX IF NOT EXISTS "jobs_business_completed_idx" ON "jobs" ("business_id", "status", "completed_at" DESC, "created_at" DESC);
