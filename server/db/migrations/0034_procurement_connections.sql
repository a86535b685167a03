CREATE TABLE "procurement_buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"organisation" text NOT NULL,
	"from_domain" text NOT NULL,
	"from_identity" text NOT NULL,
	"sender_domain" text NOT NULL,
	"sender_identity" text NOT NULL,
	"secret_hash" text NOT NULL,
	"lang" text NOT NULL,
	"currency" text NOT NULL,
	"allowed_origins" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"return_url" text NOT NULL,
	"supplier_domain" text NOT NULL,
	"supplier_identity" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"start_token_hash" text NOT NULL,
	"start_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"user_id" integer,
	"session_key_hash" text,
	"transferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procurement_buyers" ADD CONSTRAINT "procurement_buyers_connection_id_procurement_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."procurement_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_buyers" ADD CONSTRAINT "procurement_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_messages" ADD CONSTRAINT "procurement_messages_connection_id_procurement_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."procurement_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_connection_id_procurement_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."procurement_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_buyers_uq" ON "procurement_buyers" USING btree ("connection_id","user_id");--> statement-breakpoint
CREATE INDEX "procurement_messages_connection_idx" ON "procurement_messages" USING btree ("connection_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_start_uq" ON "punchout_sessions" USING btree ("start_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_key_uq" ON "punchout_sessions" USING btree ("session_key_hash");