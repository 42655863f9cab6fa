ALTER TABLE "productRatings" ADD COLUMN "orderId" uuid;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "hiddenAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "hiddenReason" text;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "hiddenBy" uuid;--> statement-breakpoint
ALTER TABLE "productRatings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "productRatings" ADD CONSTRAINT "productRatings_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productRatings" ADD CONSTRAINT "productRatings_hiddenBy_staffMembers_id_fk" FOREIGN KEY ("hiddenBy") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "productRatings_userId_productId_idx" ON "productRatings" USING btree ("userId","productId");--> statement-breakpoint
CREATE INDEX "productRatings_createdAt_idx" ON "productRatings" USING btree ("createdAt");--> statement-breakpoint
ALTER TABLE "productRatings" ADD CONSTRAINT "productRatings_text_length" CHECK (char_length("productRatings"."text") <= 500);--> statement-breakpoint
-- Every rating so far came with the starting shop: marked as seeded, it is shown and counted nowhere.
UPDATE "productRatings" SET "seeded" = true;--> statement-breakpoint
-- A product's average and count come from visible ratings of verified buyers, of which there are none yet.
UPDATE "products" SET "avgRating" = 0, "ratingCount" = 0 WHERE "ratingCount" <> 0 OR "avgRating" <> 0;--> statement-breakpoint
-- The product page shows the latest ratings: a new, hidden or shown-again rating drops the replies kept.
CREATE TRIGGER "productRatings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "productRatings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('items');
