ALTER TABLE "remoteRollouts" ALTER COLUMN "stableRelease" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "remoteReleases" ADD COLUMN "declaration" jsonb;