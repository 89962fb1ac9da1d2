-- Issue 19 Deliver 2: a price-list import is a durable queue job (ADR 0019). The request stores
-- the parsed rows here, by batches of up to 100 (JSON), and enqueues the import; a worker of any
-- instance takes the batches in order, deleting each in the transaction that upserts its rows, so
-- a retried or restarted import carries on from the first batch not yet imported, never twice.
CREATE TABLE "price_list_import_batches" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"rows" text NOT NULL,
	CONSTRAINT "price_list_import_batches_pk" PRIMARY KEY ("import_id", "seq")
);
--> statement-breakpoint
ALTER TABLE "price_list_import_batches" ADD CONSTRAINT "price_list_import_batches_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_list_imports"("id") ON DELETE cascade ON UPDATE no action;
