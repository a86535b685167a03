CREATE TABLE "leave_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leave_words_submission_uq" ON "leave_words" USING btree ("submission_id");