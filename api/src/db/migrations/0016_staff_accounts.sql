CREATE TABLE "staffInvites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staffId" uuid NOT NULL,
	"secretHash" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffInvites_secretHash_unique" UNIQUE("secretHash")
);
--> statement-breakpoint
CREATE TABLE "staffMembers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"passwordHash" text,
	"totpSecret" text,
	"totpEnrolledAt" timestamp with time zone,
	"totpLastStep" integer,
	"totpExempt" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"invitedBy" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffMembers_email_unique" UNIQUE("email"),
	CONSTRAINT "staffMembers_email_lower" CHECK ("staffMembers"."email" = lower("staffMembers"."email")),
	CONSTRAINT "staffMembers_role_known" CHECK ("staffMembers"."role" in ('owner', 'orders', 'warehouse', 'catalogue', 'accounts', 'releases')),
	CONSTRAINT "staffMembers_state_known" CHECK ("staffMembers"."state" in ('invited', 'active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "staffSessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staffId" uuid NOT NULL,
	"secretHash" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"lastSeenAt" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"revokedAt" timestamp with time zone,
	"address" text NOT NULL,
	CONSTRAINT "staffSessions_secretHash_unique" UNIQUE("secretHash")
);
--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD COLUMN "actorKind" text DEFAULT 'token' NOT NULL;--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD COLUMN "staffId" uuid;--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD COLUMN "outcome" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "staffInvites" ADD CONSTRAINT "staffInvites_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffMembers" ADD CONSTRAINT "staffMembers_invitedBy_staffMembers_id_fk" FOREIGN KEY ("invitedBy") REFERENCES "staffMembers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffSessions" ADD CONSTRAINT "staffSessions_staffId_staffMembers_id_fk" FOREIGN KEY ("staffId") REFERENCES "staffMembers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staffSessions_staffId_idx" ON "staffSessions" USING btree ("staffId");--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD CONSTRAINT "operatorAudit_actor_known" CHECK ("operatorAudit"."actorKind" in ('token', 'staff'));--> statement-breakpoint
ALTER TABLE "operatorAudit" ADD CONSTRAINT "operatorAudit_outcome_known" CHECK ("operatorAudit"."outcome" in ('done', 'refused'));