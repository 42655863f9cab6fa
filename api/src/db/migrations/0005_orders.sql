CREATE TABLE "invoiceCounters" (
	"financialYear" text PRIMARY KEY NOT NULL,
	"lastNumber" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orderLines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"productId" uuid NOT NULL,
	"productName" text NOT NULL,
	"productImage" text DEFAULT '' NOT NULL,
	"selectedWeight" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"hsnCode" text DEFAULT '' NOT NULL,
	"cgst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(5, 2) DEFAULT '0' NOT NULL,
	"isFree" boolean DEFAULT false NOT NULL,
	CONSTRAINT "orderLines_quantity_positive" CHECK ("orderLines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" uuid NOT NULL,
	"status" text NOT NULL,
	"paymentType" text NOT NULL,
	"provider" text NOT NULL,
	"providerOrderId" text,
	"paymentId" text,
	"idempotencyKey" uuid NOT NULL,
	"houseNumber" text DEFAULT '' NOT NULL,
	"societyName" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"pinCode" text DEFAULT '' NOT NULL,
	"buyerName" text DEFAULT '' NOT NULL,
	"couponCode" text,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gst" numeric(12, 2) DEFAULT '0' NOT NULL,
	"otherCharges" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipping" numeric(12, 2) DEFAULT '0' NOT NULL,
	"platformFee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"totalAmount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"invoiceNumber" text,
	"invoiceDate" timestamp with time zone,
	"refunded" boolean DEFAULT false NOT NULL,
	"holdExpiresAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_providerOrderId_unique" UNIQUE("providerOrderId"),
	CONSTRAINT "orders_invoiceNumber_unique" UNIQUE("invoiceNumber"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('placed', 'pending_payment', 'paid', 'expired')),
	CONSTRAINT "orders_paymentType_known" CHECK ("orders"."paymentType" in ('cod', 'online'))
);
--> statement-breakpoint
ALTER TABLE "orderLines" ADD CONSTRAINT "orderLines_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orderLines" ADD CONSTRAINT "orderLines_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orderLines_orderId_idx" ON "orderLines" USING btree ("orderId");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_userId_idempotencyKey_idx" ON "orders" USING btree ("userId","idempotencyKey");--> statement-breakpoint
CREATE INDEX "orders_userId_createdAt_idx" ON "orders" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "orders_status_holdExpiresAt_idx" ON "orders" USING btree ("status","holdExpiresAt");