ALTER TABLE "articles" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_until" timestamp with time zone;