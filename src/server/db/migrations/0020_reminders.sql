-- Issue 19: reminders that chase money, each on by default and switched off in Settings.
ALTER TABLE "businesses" ADD COLUMN "remind_quotes" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "remind_invoices" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "morning_summary" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- One row per reminder, claimed (INSERT ... ON CONFLICT DO NOTHING) before it is sent, so a run
-- repeated, or racing on another instance, never sends it twice. "step" is the overdue day (1, 7,
-- 14), "follow-up", or the London date of a morning summary.
CREATE TABLE "reminder_sends" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"step" text NOT NULL,
	"business_id" uuid NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_pkey" PRIMARY KEY("kind","record_id","step")
);
--> statement-breakpoint
CREATE INDEX "reminder_sends_business_idx" ON "reminder_sends" USING btree ("business_id");
