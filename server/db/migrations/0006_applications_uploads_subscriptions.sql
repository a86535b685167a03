CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paper_award_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"area_id" integer NOT NULL,
	"phone" text NOT NULL,
	"id_number" text NOT NULL,
	"email" text NOT NULL,
	"education" text NOT NULL,
	"id_photo1_upload_id" integer NOT NULL,
	"id_photo2_upload_id" integer NOT NULL,
	"mentor" text NOT NULL,
	"lab_phone" text NOT NULL,
	"lab_address" text NOT NULL,
	"paper_title" text NOT NULL,
	"magazine_published" text NOT NULL,
	"influence_factor" numeric(7, 3) NOT NULL,
	"issue_time" date NOT NULL,
	"doi" text NOT NULL,
	"first_author" text NOT NULL,
	"corresponding_author" text NOT NULL,
	"paper_upload_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"buy_packaging" text NOT NULL,
	"distr" text NOT NULL,
	"remittances_account" text NOT NULL,
	"account_name" text NOT NULL,
	"opening_bank" text NOT NULL,
	"award_gross" integer NOT NULL,
	"award_tax" integer NOT NULL,
	"award_net" integer NOT NULL,
	"group_key" text NOT NULL,
	"counts" boolean DEFAULT true NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"user_id" integer,
	"resource_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"area_id" integer NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"industry_id" integer,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"user_id" integer,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_application" text NOT NULL,
	"tree_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"industry" text NOT NULL,
	"area_id" integer NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_id_photo1_upload_id_uploads_id_fk" FOREIGN KEY ("id_photo1_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_id_photo2_upload_id_uploads_id_fk" FOREIGN KEY ("id_photo2_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_paper_upload_id_uploads_id_fk" FOREIGN KEY ("paper_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_tree_id_categories_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_uq" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_uq" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_uq" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_award_submission_uq" ON "paper_award_applications" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_award_doi_uq" ON "paper_award_applications" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "paper_award_group_idx" ON "paper_award_applications" USING btree ("group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_downloads_submission_uq" ON "resource_downloads" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_applications_submission_uq" ON "trial_applications" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_token_uq" ON "uploads" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_name_uq" ON "uploads" USING btree ("stored_name");