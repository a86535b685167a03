CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"product_name" text NOT NULL,
	"species" text NOT NULL,
	"tag_position" text NOT NULL,
	"tag" text NOT NULL,
	"expression_system" text NOT NULL,
	"expression_range" text NOT NULL,
	"accession_number" text DEFAULT '' NOT NULL,
	"quantity" text NOT NULL,
	"long_term_need" boolean NOT NULL,
	"purpose" text NOT NULL,
	"quality" text NOT NULL,
	"delivery_time" text NOT NULL,
	"other_requirements" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"area_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"industry" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suggestions_submission_uq" ON "suggestions" USING btree ("submission_id");