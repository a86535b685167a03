CREATE TABLE "coa_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"manufactured_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"purity" text NOT NULL,
	"endotoxin" text NOT NULL,
	"concentration" text NOT NULL,
	"appearance" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coa_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"name" text NOT NULL,
	"catalog_numbers" text NOT NULL,
	"lot_number" text NOT NULL,
	"unit" text NOT NULL,
	"department" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"suggestions" text DEFAULT '' NOT NULL,
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"area_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"lang" text NOT NULL,
	"download_token_hash" text,
	"download_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coa_lots" ADD CONSTRAINT "coa_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coa_lots_product_lot_uq" ON "coa_lots" USING btree ("product_id","lot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_requests_submission_uq" ON "coa_requests" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_requests_token_uq" ON "coa_requests" USING btree ("download_token_hash");