ALTER TABLE "remoteViews" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "remoteViews" ADD COLUMN "stack" text;