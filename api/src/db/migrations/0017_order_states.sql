CREATE TABLE "orderEvents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"fromStatus" text,
	"toStatus" text NOT NULL,
	"actorKind" text NOT NULL,
	"actorId" uuid,
	"reason" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orderEvents_actorKind_known" CHECK ("orderEvents"."actorKind" in ('shopper', 'staff', 'system')),
	CONSTRAINT "orderEvents_reason_length" CHECK (char_length("orderEvents"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paidAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trackingNumber" text;--> statement-breakpoint
ALTER TABLE "orderEvents" ADD CONSTRAINT "orderEvents_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orderEvents_orderId_at_idx" ON "orderEvents" USING btree ("orderId","at");--> statement-breakpoint
-- A paid order was one whose payment confirmed it: it becomes confirmed, paid when its invoice was dated.
UPDATE "orders" SET "paidAt" = coalesce("invoiceDate", "createdAt") WHERE "status" = 'paid' OR ("status" = 'expired' AND "paymentId" IS NOT NULL);--> statement-breakpoint
UPDATE "orders" SET "status" = 'confirmed' WHERE "status" = 'paid';--> statement-breakpoint
-- Each order so far starts its history in the state it is in, at the time it was placed.
INSERT INTO "orderEvents" ("orderId", "fromStatus", "toStatus", "actorKind", "at") SELECT "id", NULL, "status", 'system', "createdAt" FROM "orders";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("status" in ('placed', 'pending_payment', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'expired', 'returned_to_origin', 'return_requested', 'returned'));--> statement-breakpoint
-- An order's history is never rewritten: the database refuses to change an event, and removes one
-- only with its order (an account's deletion takes its orders with it).
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "id" = OLD."orderId") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'orderEvents is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "orderEvents_append_only" BEFORE UPDATE OR DELETE ON "orderEvents" FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();
