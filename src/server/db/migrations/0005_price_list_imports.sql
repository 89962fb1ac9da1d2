-- Price-list imports as background jobs (issue 15 item 2): the request answers at once with the
-- job, the rows go in by batches of 100 in the background, and the page polls the job's progress.
-- A job still "queued" or "running" when its server stops is marked "failed" at the next start.
CREATE TABLE "price_list_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_imports_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "price_list_imports" ADD CONSTRAINT "price_list_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "price_list_imports" ADD CONSTRAINT "price_list_imports_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "price_list_imports_business_idx" ON "price_list_imports" USING btree ("business_id","created_at");
--> statement-breakpoint
CREATE INDEX "price_list_imports_active_idx" ON "price_list_imports" USING btree ("status") WHERE "status" IN ('queued', 'running');
