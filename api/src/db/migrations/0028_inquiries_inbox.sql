CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigneeId" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"receivedAt" timestamp with time zone NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind_known" CHECK ("inquiries"."kind" in ('contact', 'distributor', 'wholesale')),
	CONSTRAINT "inquiries_status_known" CHECK ("inquiries"."status" in ('new', 'in_progress', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "inquiryEvents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiryId" uuid NOT NULL,
	"staffId" uuid NOT NULL,
	"change" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiryNotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiryId" uuid NOT NULL,
	"staffId" uuid NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiryNotes_text_length" CHECK (char_length("inquiryNotes"."text") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "inquiryReplies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiryId" uuid NOT NULL,
	"staffId" uuid NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"mailId" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiryReplies_text_length" CHECK (char_length("inquiryReplies"."text") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigneeId_staffMembers_id_fk" FOREIGN KEY ("assigneeId") REFERENCES "staffMembers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryEvents" ADD CONSTRAINT "inquiryEvents_inquiryId_inquiries_id_fk" FOREIGN KEY ("inquiryId") REFERENCES "inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryEvents" ADD CONSTRAINT "inquiryEvents_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryNotes" ADD CONSTRAINT "inquiryNotes_inquiryId_inquiries_id_fk" FOREIGN KEY ("inquiryId") REFERENCES "inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryNotes" ADD CONSTRAINT "inquiryNotes_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryReplies" ADD CONSTRAINT "inquiryReplies_inquiryId_inquiries_id_fk" FOREIGN KEY ("inquiryId") REFERENCES "inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryReplies" ADD CONSTRAINT "inquiryReplies_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiryReplies" ADD CONSTRAINT "inquiryReplies_mailId_outgoingMails_id_fk" FOREIGN KEY ("mailId") REFERENCES "outgoingMails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_receivedAt_idx" ON "inquiries" USING btree ("receivedAt","id");--> statement-breakpoint
CREATE INDEX "inquiries_status_receivedAt_idx" ON "inquiries" USING btree ("status","receivedAt");--> statement-breakpoint
CREATE INDEX "inquiryEvents_inquiryId_at_idx" ON "inquiryEvents" USING btree ("inquiryId","at");--> statement-breakpoint
CREATE INDEX "inquiryNotes_inquiryId_at_idx" ON "inquiryNotes" USING btree ("inquiryId","at");--> statement-breakpoint
CREATE INDEX "inquiryReplies_inquiryId_at_idx" ON "inquiryReplies" USING btree ("inquiryId","at");--> statement-breakpoint
-- Every inquiry has its place in the inbox from the moment it is stored, whichever code stores it,
-- and loses it (with its notes and replies) when it is deleted.
CREATE FUNCTION "inquiry_state_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inquiries" ("id", "kind", "receivedAt") VALUES (NEW."id", TG_ARGV[0], NEW."createdAt");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "inquiry_state_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "inquiries" WHERE "id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "contactMessages_inquiry_added" AFTER INSERT ON "contactMessages" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_added"('contact');--> statement-breakpoint
CREATE TRIGGER "distributorInquiries_inquiry_added" AFTER INSERT ON "distributorInquiries" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_added"('distributor');--> statement-breakpoint
CREATE TRIGGER "wholesaleInquiries_inquiry_added" AFTER INSERT ON "wholesaleInquiries" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_added"('wholesale');--> statement-breakpoint
CREATE TRIGGER "contactMessages_inquiry_removed" AFTER DELETE ON "contactMessages" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_removed"();--> statement-breakpoint
CREATE TRIGGER "distributorInquiries_inquiry_removed" AFTER DELETE ON "distributorInquiries" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_removed"();--> statement-breakpoint
CREATE TRIGGER "wholesaleInquiries_inquiry_removed" AFTER DELETE ON "wholesaleInquiries" FOR EACH ROW EXECUTE FUNCTION "inquiry_state_removed"();--> statement-breakpoint
-- The inquiries sent before the inbox start in it as new.
INSERT INTO "inquiries" ("id", "kind", "receivedAt")
SELECT "id", 'contact', "createdAt" FROM "contactMessages"
UNION ALL SELECT "id", 'distributor', "createdAt" FROM "distributorInquiries"
UNION ALL SELECT "id", 'wholesale', "createdAt" FROM "wholesaleInquiries";
