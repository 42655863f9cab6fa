CREATE TABLE "orderNotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"staffId" uuid NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orderNotes_text_length" CHECK (char_length("orderNotes"."text") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "outgoingMails" ADD COLUMN "updatedAt" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orderNotes" ADD CONSTRAINT "orderNotes_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orderNotes" ADD CONSTRAINT "orderNotes_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orderNotes_orderId_at_idx" ON "orderNotes" USING btree ("orderId","at");--> statement-breakpoint
CREATE INDEX "outgoingMails_failed_idx" ON "outgoingMails" USING btree ("createdAt") WHERE "outgoingMails"."state" = 'failed';
--> statement-breakpoint
-- Hand-written (not generated): mails written before this column count as changed when last sent, or when written.
UPDATE "outgoingMails" SET "updatedAt" = coalesce("sentAt", "createdAt");--> statement-breakpoint
-- A note stays as it was written, like the order's events: it goes only with its order.
CREATE FUNCTION "order_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "id" = OLD."orderId") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'orderNotes is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "orderNotes_append_only" BEFORE UPDATE OR DELETE ON "orderNotes" FOR EACH ROW EXECUTE FUNCTION "order_notes_append_only"();
