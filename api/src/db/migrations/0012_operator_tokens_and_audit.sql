CREATE TABLE "operatorAudit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tokenId" uuid,
	"tokenName" text NOT NULL,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operatorTokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"secretHash" text NOT NULL,
	"createdBy" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresAt" timestamp with time zone,
	"revokedAt" timestamp with time zone,
	"lastUsedAt" timestamp with time zone,
	CONSTRAINT "operatorTokens_secretHash_unique" UNIQUE("secretHash")
);
--> statement-breakpoint
CREATE INDEX "operatorAudit_at_idx" ON "operatorAudit" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "operatorTokens_live_name_idx" ON "operatorTokens" USING btree ("name") WHERE "operatorTokens"."revokedAt" is null;--> statement-breakpoint
-- The audit is a history: the database itself refuses to change or remove a row, whatever the code does.
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operatorAudit is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "operatorAudit_append_only" BEFORE UPDATE OR DELETE ON "operatorAudit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();
