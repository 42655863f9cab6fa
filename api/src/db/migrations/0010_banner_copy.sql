ALTER TABLE "banners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link" text;