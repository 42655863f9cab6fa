CREATE TABLE "outgoingMails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eventKey" text NOT NULL,
	"queue" text DEFAULT 'mail' NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lastError" text,
	"jobId" text,
	"claimedUntil" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"sentAt" timestamp with time zone,
	CONSTRAINT "outgoingMails_eventKey_unique" UNIQUE("eventKey"),
	CONSTRAINT "outgoingMails_state_known" CHECK ("outgoingMails"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "outgoingMails_queue_known" CHECK ("outgoingMails"."queue" in ('codes', 'mail'))
);
--> statement-breakpoint
CREATE INDEX "outgoingMails_unsent_idx" ON "outgoingMails" USING btree ("createdAt") WHERE "outgoingMails"."state" = 'pending';