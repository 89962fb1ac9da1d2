-- Issue 15: the sign-in lockout is kept per account AND client address (an attacker elsewhere
-- cannot lock the owner out of their own address), with a lock count for growing delays.
-- The old per-account counters are dropped: at worst a lock in force during the upgrade ends early.
DROP TABLE IF EXISTS "login_lockout";
--> statement-breakpoint
CREATE TABLE "login_lockout" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_lockout_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "login_lockout_updated_at_idx" ON "login_lockout" USING btree ("updated_at");
