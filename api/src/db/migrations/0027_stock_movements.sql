CREATE TABLE "stockMovements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"productId" uuid NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"stockAfter" integer NOT NULL,
	"staffId" uuid,
	"orderId" uuid,
	"note" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stockMovements_change_not_zero" CHECK ("stockMovements"."change" <> 0),
	CONSTRAINT "stockMovements_stockAfter_not_negative" CHECK ("stockMovements"."stockAfter" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowStockThreshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "stockMovements" ADD CONSTRAINT "stockMovements_productId_products_id_fk" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockMovements" ADD CONSTRAINT "stockMovements_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stockMovements" ADD CONSTRAINT "stockMovements_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stockMovements_productId_createdAt_idx" ON "stockMovements" USING btree ("productId","createdAt");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lowStockThreshold_not_negative" CHECK ("products"."lowStockThreshold" >= 0);--> statement-breakpoint
INSERT INTO "stockMovements" ("productId", "change", "reason", "stockAfter", "note")
SELECT "id", "stock", 'adjustment', "stock", 'Stock held before movements were kept' FROM "products" WHERE "stock" > 0;
