-- Issue 19: periodic work runs on pg-boss's schedules (ADR 0019); nothing claims these rows any more.
DROP TABLE IF EXISTS "scheduled_tasks";
