CREATE TABLE "rateLimitCounters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resetsAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rateLimitCounters_resetsAt_idx" ON "rateLimitCounters" USING btree ("resetsAt");