-- Issue 22, Deliver 4: the estimator learns the business's pace from its finished jobs unless
-- switched off in Settings.
ALTER TABLE "businesses" ADD COLUMN "learn_pace" boolean DEFAULT true NOT NULL;
