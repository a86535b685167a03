CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"key" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_log" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE UNIQUE INDEX "hot_words_lang_key_idx" ON "hot_words" USING btree ("lang","key");--> statement-breakpoint
CREATE INDEX "hot_words_lang_idx" ON "hot_words" USING btree ("lang");