-- A business's site photos are bounded by PHOTO_STORAGE_MB (docs/decisions/0022-tenant-limits.md):
-- each image's size is kept by the database, and its business's total read from one index alone.
ALTER TABLE "uploaded_images" ADD COLUMN "bytes" integer GENERATED ALWAYS AS (octet_length(data)) STORED;--> statement-breakpoint
CREATE INDEX "uploaded_images_business_bytes_idx" ON "uploaded_images" ("business_id") INCLUDE ("bytes");
