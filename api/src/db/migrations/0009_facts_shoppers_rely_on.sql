CREATE TABLE "productRatings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"productId" uuid NOT NULL,
	"userId" uuid,
	"rating" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productRatings_rating_range" CHECK ("productRatings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weightUnit" text DEFAULT 'g' NOT NULL;--> statement-breakpoint
ALTER TABLE "productRatings" ADD CONSTRAINT "productRatings_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productRatings" ADD CONSTRAINT "productRatings_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "productRatings_productId_idx" ON "productRatings" USING btree ("productId");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weightUnit_known" CHECK ("products"."weightUnit" in ('g', 'kg', 'ml', 'L', 'pieces'));--> statement-breakpoint
-- Products named by volume ('500 ml', '5 L') were counted in millilitres; the rest in grams.
UPDATE "products" SET "weightUnit" = 'ml' WHERE "productName" ~ '\d\s*(ml|L)\M';--> statement-breakpoint
-- Averages and counts without ratings behind them were made up: until ratings exist, there are none.
UPDATE "products" SET "avgRating" = 0, "ratingCount" = 0;
