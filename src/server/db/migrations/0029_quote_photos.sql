-- Issue 20: a quote holds up to 10 site photos (was one, quotes.image_id). Each photo's bytes stay
-- in uploaded_images; deleting the image (a photo removed, or dropped as unreadable at start-up)
-- deletes its row here. quotes.image_id is kept but no longer written or read: its photo is copied
-- here as the first one.
CREATE TABLE "quote_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "quote_photos_quote_idx" ON "quote_photos" USING btree ("quote_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_photos_image_idx" ON "quote_photos" USING btree ("image_id");
--> statement-breakpoint
INSERT INTO "quote_photos" ("quote_id", "business_id", "image_id", "position")
SELECT "id", "business_id", "image_id", 0 FROM "quotes" WHERE "image_id" IS NOT NULL;
