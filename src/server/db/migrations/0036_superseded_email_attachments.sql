-- An email keeps its attachments' bytes only while it is the newest of its kind for its quote,
-- invoice or order (docs/decisions/0024-superseded-email-attachments.md): "Send again" copies the
-- PDF, so a document sent again and again stored one copy per send, for ever. The older ones keep
-- every other detail, and each attachment's name and type (its bytes an empty string).
ALTER TABLE "email_deliveries" ADD COLUMN "attachments_dropped_at" timestamp with time zone;--> statement-breakpoint
UPDATE "email_deliveries" AS "older"
SET "message" = jsonb_set("older"."message", '{attachments}', (
      SELECT coalesce(jsonb_agg("a" || '{"contentBase64": ""}'::jsonb), '[]'::jsonb)
      FROM jsonb_array_elements("older"."message" -> 'attachments') AS "a")),
    "attachments_dropped_at" = now()
WHERE "older"."state" <> 'queued'
  AND jsonb_array_length("older"."message" -> 'attachments') > 0
  AND ("older"."quote_id" IS NOT NULL OR "older"."invoice_id" IS NOT NULL OR "older"."order_id" IS NOT NULL)
  AND EXISTS (
    SELECT 1 FROM "email_deliveries" AS "newer"
    WHERE "newer"."business_id" = "older"."business_id"
      AND "newer"."kind" = "older"."kind"
      AND "newer"."quote_id" IS NOT DISTINCT FROM "older"."quote_id"
      AND "newer"."invoice_id" IS NOT DISTINCT FROM "older"."invoice_id"
      AND "newer"."order_id" IS NOT DISTINCT FROM "older"."order_id"
      AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));
