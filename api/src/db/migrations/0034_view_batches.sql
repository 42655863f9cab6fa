-- Page views are counted per batch of views given the same releases, not a row per view: a sale's
-- thousands of views a second cost the database a few rows. "remoteViews" keeps failures only; the
-- views that went well before this change are dropped (the figures read the last hours alone).
CREATE TABLE "remoteViewBatches" (
	"batchId" uuid NOT NULL,
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"views" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remoteViewBatches_batchId_remote_pk" PRIMARY KEY("batchId","remote")
);
--> statement-breakpoint
DELETE FROM "remoteViews" WHERE "failure" IS NULL;--> statement-breakpoint
ALTER TABLE "remoteViews" ALTER COLUMN "failure" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "remoteViewBatches_release_idx" ON "remoteViewBatches" USING btree ("remote","release","at");
