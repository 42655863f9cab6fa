CREATE TABLE "accountDeletionRequests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"email" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"houseNumber" text NOT NULL,
	"societyName" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"pinCode" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributorInquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid,
	"firstName" text NOT NULL,
	"lastName" text NOT NULL,
	"mobileNumber" text NOT NULL,
	"companyName" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"companyAddress" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otpCodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"codeHash" text NOT NULL,
	"algoName" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"consumedAt" timestamp with time zone,
	"verifiedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refreshTokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"familyId" uuid NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"revokedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fullName" text NOT NULL,
	"email" text NOT NULL,
	"phoneNumber" text DEFAULT '' NOT NULL,
	"passwordHash" text NOT NULL,
	"accountType" text DEFAULT 'retailer' NOT NULL,
	"profileImage" text DEFAULT '' NOT NULL,
	"verifiedAt" timestamp with time zone,
	"isAlreadyCouponUsed" boolean DEFAULT false NOT NULL,
	"deletionRequestedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_accountType_known" CHECK ("users"."accountType" in ('retailer', 'wholesaler'))
);
--> statement-breakpoint
CREATE TABLE "wholesaleInquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid,
	"companyName" text NOT NULL,
	"contactPerson" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postalCode" text DEFAULT '' NOT NULL,
	"orderType" text DEFAULT 'Bulk' NOT NULL,
	"deliveryTimeline" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesaleInquiryProducts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiryId" uuid NOT NULL,
	"productId" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "wholesaleInquiryProducts_quantity_positive" CHECK ("wholesaleInquiryProducts"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "wishlistItems" (
	"userId" uuid NOT NULL,
	"productId" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlistItems_userId_productId_pk" PRIMARY KEY("userId","productId")
);
--> statement-breakpoint
ALTER TABLE "accountDeletionRequests" ADD CONSTRAINT "accountDeletionRequests_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributorInquiries" ADD CONSTRAINT "distributorInquiries_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshTokens" ADD CONSTRAINT "refreshTokens_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaleInquiries" ADD CONSTRAINT "wholesaleInquiries_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaleInquiryProducts" ADD CONSTRAINT "wholesaleInquiryProducts_inquiryId_wholesaleInquiries_id_fk" FOREIGN KEY ("inquiryId") REFERENCES "wholesaleInquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaleInquiryProducts" ADD CONSTRAINT "wholesaleInquiryProducts_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlistItems" ADD CONSTRAINT "wishlistItems_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlistItems" ADD CONSTRAINT "wishlistItems_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_userId_idx" ON "addresses" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "otpCodes_email_purpose_idx" ON "otpCodes" USING btree ("email","purpose","createdAt");--> statement-breakpoint
CREATE INDEX "refreshTokens_familyId_idx" ON "refreshTokens" USING btree ("familyId");--> statement-breakpoint
CREATE INDEX "refreshTokens_userId_idx" ON "refreshTokens" USING btree ("userId");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "wholesaleInquiryProducts_inquiryId_idx" ON "wholesaleInquiryProducts" USING btree ("inquiryId");