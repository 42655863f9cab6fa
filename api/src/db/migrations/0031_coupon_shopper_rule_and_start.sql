ALTER TABLE "coupons" ADD COLUMN "usesPerShopper" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "startsAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usesPerShopper_positive" CHECK ("coupons"."usesPerShopper" IS NULL OR "coupons"."usesPerShopper" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_expiresAt_after_startsAt" CHECK ("coupons"."expiresAt" IS NULL OR "coupons"."startsAt" IS NULL OR "coupons"."expiresAt" > "coupons"."startsAt");