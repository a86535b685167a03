CREATE TABLE "organisation_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"limit_cny" numeric(12, 2),
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"limit_cny" numeric(12, 2),
	"lang" text DEFAULT 'zh' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_cny" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"credit_code" text NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fapiao_title" text DEFAULT '' NOT NULL,
	"fapiao_type" text DEFAULT 'general' NOT NULL,
	"fapiao_email" text DEFAULT '' NOT NULL,
	"fapiao_address_phone" text DEFAULT '' NOT NULL,
	"fapiao_bank_account" text DEFAULT '' NOT NULL,
	"require_po_number" boolean DEFAULT false NOT NULL,
	"percent_off" numeric(5, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_prices" ADD CONSTRAINT "organisation_prices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_prices" ADD CONSTRAINT "organisation_prices_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_token_uq" ON "organisation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organisation_invitations_org_idx" ON "organisation_invitations" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_members_user_uq" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organisation_members_org_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_prices_uq" ON "organisation_prices" USING btree ("organisation_id","size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_credit_code_uq" ON "organisations" USING btree ("credit_code");