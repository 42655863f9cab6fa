DROP INDEX "products_active_category_idx";--> statement-breakpoint
DROP INDEX "products_active_paidPrice_idx";--> statement-breakpoint
DROP INDEX "products_active_sales_idx";--> statement-breakpoint
DROP INDEX "products_active_relevance_idx";--> statement-breakpoint
DROP INDEX "products_active_createdAt_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_idx";--> statement-breakpoint
CREATE INDEX "products_listing_relevance_idx" ON "products" USING btree (("stock" = 0),"salesCount" DESC NULLS FIRST,"createdAt" DESC NULLS FIRST,"id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_category_relevance_idx" ON "products" USING btree ("categoryId",("stock" = 0),"salesCount" DESC NULLS FIRST,"createdAt" DESC NULLS FIRST,"id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree (lower("productName"),"id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_category_name_idx" ON "products" USING btree ("categoryId",lower("productName"),"id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_discount_idx" ON "products" USING btree ((("price" - "paidPrice") / "price"),"paidPrice" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_category_discount_idx" ON "products" USING btree ("categoryId",(("price" - "paidPrice") / "price"),"paidPrice" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_paidPrice_idx" ON "products" USING btree ("paidPrice","id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_category_paidPrice_idx" ON "products" USING btree ("categoryId","paidPrice","id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_searchText_trgm_idx" ON "products" USING gin ("searchText" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_createdAt_idx" ON "products" USING btree ("createdAt" DESC NULLS FIRST,"id") WHERE "products"."isActive";--> statement-breakpoint
CREATE INDEX "products_listing_sales_idx" ON "products" USING btree ("salesCount" DESC NULLS FIRST,"createdAt" DESC NULLS FIRST,"id") WHERE "products"."isActive";