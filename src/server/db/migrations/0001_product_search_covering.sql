DROP INDEX "products_merchant_name_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_merchant_name_cover_idx" ON "products" USING btree ("merchant_id","name","id","sku","category_id","business_id") WHERE "products"."id" > 0;--> statement-breakpoint
CREATE INDEX "products_category_name_cover_idx" ON "products" USING btree ("category_id","name","id","sku","merchant_id","business_id") WHERE "products"."id" > 0;--> statement-breakpoint
CREATE INDEX "products_name_cover_idx" ON "products" USING btree ("name","id","sku","merchant_id","category_id","business_id") WHERE "products"."id" > 0;