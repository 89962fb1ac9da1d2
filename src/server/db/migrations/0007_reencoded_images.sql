-- Untrusted images never reach the renderer (issue 15 item 1, src/server/http/images.ts): every
-- upload is now decoded and re-encoded by sharp before it is stored. Images stored before that are
-- re-encoded once by a start-up task (src/server/db/reencode-images.ts), which SQL cannot do; these
-- flags say which are done. New uploads are stored with the flag set. The partial index keeps the
-- task's "any photo left?" question cheap once everything is done (businesses are few: a scan).
ALTER TABLE "uploaded_images" ADD COLUMN "reencoded" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "logo_reencoded" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "uploaded_images_not_reencoded_idx" ON "uploaded_images" USING btree ("id") WHERE NOT "reencoded";
