ALTER TABLE "remoteReleases" ADD COLUMN "integrity" jsonb;--> statement-breakpoint
ALTER TABLE "remoteReleases" ADD COLUMN "entries" jsonb;