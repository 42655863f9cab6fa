CREATE TABLE "productLinks" (
	"productId" uuid NOT NULL,
	"linkedProductId" uuid NOT NULL,
	"sortOrder" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "productLinks_productId_linkedProductId_pk" PRIMARY KEY("productId","linkedProductId")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"productName" text NOT NULL,
	"slug" text NOT NULL,
	"categoryId" uuid NOT NULL,
	"productImages" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discountedAmount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paidPrice" numeric(12, 2) GENERATED ALWAYS AS (case when "discountedAmount" > 0 then "discountedAmount" else "price" end) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"avgRating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"ratingCount" integer DEFAULT 0 NOT NULL,
	"salesCount" integer DEFAULT 0 NOT NULL,
	"viewCount" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text GENERATED ALWAYS AS (coalesce(jsonb_path_query_first("highlights", 'strict $[*] ? (@[0] like_regex "^brand$" flag "i")[1]') #>> '{}', '')) STORED NOT NULL,
	"information" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cgst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"otherCharges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"otherChargesType" text DEFAULT 'amount' NOT NULL,
	"hsnCode" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_discountedAmount_range" CHECK ("products"."discountedAmount" >= 0 and "products"."discountedAmount" <= "products"."price"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_avgRating_range" CHECK ("products"."avgRating" between 0 and 5),
	CONSTRAINT "products_otherChargesType_known" CHECK ("products"."otherChargesType" in ('percentage', 'amount'))
);
--> statement-breakpoint
ALTER TABLE "productLinks" ADD CONSTRAINT "productLinks_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productLinks" ADD CONSTRAINT "productLinks_linkedProductId_products_id_fk" FOREIGN KEY ("linkedProductId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoryId_categories_id_fk" FOREIGN KEY ("categoryId") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("isActive","categoryId");--> statement-breakpoint
CREATE INDEX "products_active_paidPrice_idx" ON "products" USING btree ("isActive","paidPrice");--> statement-breakpoint
CREATE INDEX "products_active_sales_idx" ON "products" USING btree ("isActive","salesCount" DESC NULLS FIRST,"createdAt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_active_relevance_idx" ON "products" USING btree ("isActive",("stock" = 0),"salesCount" DESC NULLS FIRST,"createdAt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_active_createdAt_idx" ON "products" USING btree ("isActive","createdAt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("productName"));