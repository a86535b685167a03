CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"catalog_number" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"other_category" text DEFAULT '' NOT NULL,
	"other_article_number" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"industry_name" text NOT NULL,
	"area_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_submission_uq" ON "enquiries" USING btree ("submission_id");