ALTER TABLE "product_sizes" ADD COLUMN "stock" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mw_predicted_kda" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mw_observed_kda" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mw_non_reducing_kda" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purity_percent" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purity_method" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "endotoxin_eu_per_ug" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expression_host" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_position" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "construct_range" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "accession" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "formulation_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "formulation_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reconstitution_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reconstitution_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_temperature" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "activity_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "activity_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ed50_ng_per_ml" double precision;