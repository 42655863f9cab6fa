CREATE TABLE "remoteReleases" (
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"entry" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remoteReleases_remote_release_pk" PRIMARY KEY("remote","release")
);
--> statement-breakpoint
CREATE TABLE "remoteRolloutEvents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote" text NOT NULL,
	"kind" text NOT NULL,
	"release" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remoteRollouts" (
	"remote" text PRIMARY KEY NOT NULL,
	"stableRelease" text NOT NULL,
	"candidateRelease" text,
	"candidatePercent" integer DEFAULT 0 NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remoteViews" (
	"viewId" uuid NOT NULL,
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"failure" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remoteViews_viewId_remote_pk" PRIMARY KEY("viewId","remote")
);
--> statement-breakpoint
CREATE INDEX "remoteRolloutEvents_remote_idx" ON "remoteRolloutEvents" USING btree ("remote","createdAt");--> statement-breakpoint
CREATE INDEX "remoteViews_release_idx" ON "remoteViews" USING btree ("remote","release","at");