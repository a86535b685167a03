CREATE TABLE "drawn_pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drawn_pictures" ADD CONSTRAINT "drawn_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawn_pictures_product_idx" ON "drawn_pictures" USING btree ("product_id");