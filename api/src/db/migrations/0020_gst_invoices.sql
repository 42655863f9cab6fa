CREATE TABLE "creditNoteCounters" (
	"financialYear" text PRIMARY KEY NOT NULL,
	"lastNumber" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creditNotes" (
	"number" text PRIMARY KEY NOT NULL,
	"orderId" uuid NOT NULL,
	"invoiceNumber" text NOT NULL,
	"reason" text NOT NULL,
	"issuedAt" timestamp with time zone NOT NULL,
	CONSTRAINT "creditNotes_orderId_unique" UNIQUE("orderId")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "stateCode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stateCode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyerGstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyerLegalName" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billingAddress" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billingStateCode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legalName" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billingAddress" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billingStateCode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditNotes" ADD CONSTRAINT "creditNotes_orderId_orders_id_fk" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creditNotes_issuedAt_idx" ON "creditNotes" USING btree ("issuedAt");

--> statement-breakpoint
-- Hand-written (not generated): addresses and orders saved before GST state codes get the code of their state's name.
UPDATE "addresses" SET "stateCode" = c."code" FROM (VALUES
  ('Andaman and Nicobar Islands', '35'),
  ('Andhra Pradesh', '37'),
  ('Arunachal Pradesh', '12'),
  ('Assam', '18'),
  ('Bihar', '10'),
  ('Chandigarh', '04'),
  ('Chhattisgarh', '22'),
  ('Dadra and Nagar Haveli and Daman and Diu', '26'),
  ('Delhi', '07'),
  ('Goa', '30'),
  ('Gujarat', '24'),
  ('Haryana', '06'),
  ('Himachal Pradesh', '02'),
  ('Jammu and Kashmir', '01'),
  ('Jharkhand', '20'),
  ('Karnataka', '29'),
  ('Kerala', '32'),
  ('Ladakh', '38'),
  ('Lakshadweep', '31'),
  ('Madhya Pradesh', '23'),
  ('Maharashtra', '27'),
  ('Manipur', '14'),
  ('Meghalaya', '17'),
  ('Mizoram', '15'),
  ('Nagaland', '13'),
  ('Odisha', '21'),
  ('Puducherry', '34'),
  ('Punjab', '03'),
  ('Rajasthan', '08'),
  ('Sikkim', '11'),
  ('Tamil Nadu', '33'),
  ('Telangana', '36'),
  ('Tripura', '16'),
  ('Uttar Pradesh', '09'),
  ('Uttarakhand', '05'),
  ('West Bengal', '19')
) AS c("name", "code") WHERE lower(trim("addresses"."state")) = lower(c."name");
--> statement-breakpoint
UPDATE "orders" SET "stateCode" = c."code" FROM (VALUES
  ('Andaman and Nicobar Islands', '35'),
  ('Andhra Pradesh', '37'),
  ('Arunachal Pradesh', '12'),
  ('Assam', '18'),
  ('Bihar', '10'),
  ('Chandigarh', '04'),
  ('Chhattisgarh', '22'),
  ('Dadra and Nagar Haveli and Daman and Diu', '26'),
  ('Delhi', '07'),
  ('Goa', '30'),
  ('Gujarat', '24'),
  ('Haryana', '06'),
  ('Himachal Pradesh', '02'),
  ('Jammu and Kashmir', '01'),
  ('Jharkhand', '20'),
  ('Karnataka', '29'),
  ('Kerala', '32'),
  ('Ladakh', '38'),
  ('Lakshadweep', '31'),
  ('Madhya Pradesh', '23'),
  ('Maharashtra', '27'),
  ('Manipur', '14'),
  ('Meghalaya', '17'),
  ('Mizoram', '15'),
  ('Nagaland', '13'),
  ('Odisha', '21'),
  ('Puducherry', '34'),
  ('Punjab', '03'),
  ('Rajasthan', '08'),
  ('Sikkim', '11'),
  ('Tamil Nadu', '33'),
  ('Telangana', '36'),
  ('Tripura', '16'),
  ('Uttar Pradesh', '09'),
  ('Uttarakhand', '05'),
  ('West Bengal', '19')
) AS c("name", "code") WHERE lower(trim("orders"."state")) = lower(c."name");
