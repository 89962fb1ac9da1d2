-- Issue 20: the dashboard's first-run checklist.
-- VAT status as a recorded choice: null until answered, false for "not registered" (which an empty
-- VAT number alone cannot tell from "not filled in yet"), true with the VAT number.
ALTER TABLE "businesses" ADD COLUMN "vat_registered" boolean;
--> statement-breakpoint
UPDATE "businesses" SET "vat_registered" = true WHERE btrim("vat_number") <> '';
--> statement-breakpoint
-- The checklist is hidden for the whole business once dismissed (null: still shown).
ALTER TABLE "businesses" ADD COLUMN "setup_checklist_dismissed_at" timestamp with time zone;
