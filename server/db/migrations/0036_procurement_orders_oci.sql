CREATE TABLE "procurement_order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"payload_id" text NOT NULL,
	"type" text NOT NULL,
	"order_ref" text NOT NULL,
	"status_code" integer NOT NULL,
	"status_text" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "procurement_connections" ADD COLUMN "oci_key_hash" text;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "return_target" text;--> statement-breakpoint
ALTER TABLE "procurement_order_requests" ADD CONSTRAINT "procurement_order_requests_connection_id_procurement_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."procurement_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_orders" ADD CONSTRAINT "procurement_orders_connection_id_procurement_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."procurement_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_orders" ADD CONSTRAINT "procurement_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_order_requests_payload_uq" ON "procurement_order_requests" USING btree ("connection_id","payload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_orders_ref_uq" ON "procurement_orders" USING btree ("connection_id","order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_orders_order_uq" ON "procurement_orders" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "procurement_connections" ADD CONSTRAINT "procurement_connections_oci_key_hash_unique" UNIQUE("oci_key_hash");