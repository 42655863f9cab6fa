CREATE TABLE "returnPhotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orderId" uuid NOT NULL,
	"eventId" uuid NOT NULL,
	"fileName" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returnPhotos_fileName_unique" UNIQUE("fileName")
);
--> statement-breakpoint
ALTER TABLE "returnPhotos" ADD CONSTRAINT "returnPhotos_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returnPhotos" ADD CONSTRAINT "returnPhotos_eventId_orderEvents_id_fk" FOREIGN KEY ("eventId") REFERENCES "orderEvents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returnPhotos_orderId_idx" ON "returnPhotos" USING btree ("orderId");