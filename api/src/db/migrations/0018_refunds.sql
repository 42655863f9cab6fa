CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"amountPaise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"providerRefundId" text,
	"failure" text,
	"requestedByKind" text NOT NULL,
	"requestedBy" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"settledAt" timestamp with time zone,
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("providerRefundId"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amountPaise" > 0),
	CONSTRAINT "refunds_state_known" CHECK ("refunds"."state" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_orderId_idx" ON "refunds" USING btree ("orderId");--> statement-breakpoint
-- Orders refunded so far were refunded in full, once.
INSERT INTO "refunds" ("orderId", "amountPaise", "reason", "state", "requestedByKind", "settledAt") SELECT "id", round("totalAmount" * 100)::integer, 'Refunded in full', 'processed', 'system', "createdAt" FROM "orders" WHERE "refunded" AND "totalAmount" > 0;
