CREATE TABLE "cartItems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"productId" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cartItems_quantity_positive" CHECK ("cartItems"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offerName" text NOT NULL,
	"couponCode" text NOT NULL,
	"userType" text DEFAULT 'all' NOT NULL,
	"kind" text NOT NULL,
	"percentOff" numeric(5, 2) DEFAULT '0' NOT NULL,
	"maxDiscount" numeric(12, 2),
	"flatAmount" numeric(12, 2),
	"freeProductId" uuid,
	"freeQuantity" integer DEFAULT 1 NOT NULL,
	"minCartValue" numeric(12, 2) DEFAULT '0' NOT NULL,
	"usageLimit" integer,
	"usedCount" integer DEFAULT 0 NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"termsAndConditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"expiresAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_userType_known" CHECK ("coupons"."userType" in ('retailer', 'wholesaler', 'all')),
	CONSTRAINT "coupons_kind_known" CHECK ("coupons"."kind" in ('percent', 'flat', 'free-product')),
	CONSTRAINT "coupons_freeQuantity_positive" CHECK ("coupons"."freeQuantity" >= 1),
	CONSTRAINT "coupons_usedCount_not_negative" CHECK ("coupons"."usedCount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cartItems" ADD CONSTRAINT "cartItems_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartItems" ADD CONSTRAINT "cartItems_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_freeProductId_products_id_fk" FOREIGN KEY ("freeProductId") REFERENCES "products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cartItems_userId_productId_idx" ON "cartItems" USING btree ("userId","productId");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_couponCode_upper_idx" ON "coupons" USING btree (upper("couponCode"));