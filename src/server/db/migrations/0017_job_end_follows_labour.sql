-- Issue 17 item 8: a job's end follows its quote's labour days in working days unless the user
-- chose the end. Existing ends exactly an hour after their start are the old default, so they
-- follow the labour from the next time their start moves; any other end was chosen and stays.
ALTER TABLE "jobs" ADD COLUMN "end_follows_labour" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "jobs" SET "end_follows_labour" = true WHERE "end_at" = "start_at" + interval '1 hour';
