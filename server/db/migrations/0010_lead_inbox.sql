CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"value" text,
	"body" text
);
--> statement-breakpoint
CREATE TABLE "lead_states" (
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"arrived_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_states_kind_lead_id_pk" PRIMARY KEY("kind","lead_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_states" ADD CONSTRAINT "lead_states_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("kind","lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_states_status_idx" ON "lead_states" USING btree ("status","arrived_at");--> statement-breakpoint
CREATE INDEX "lead_states_assignee_idx" ON "lead_states" USING btree ("assignee_id");--> statement-breakpoint
-- Written by hand below the generated part (drizzle-kit does not model triggers). Every lead gets its state
-- row and `created` event in the transaction that stores it, whichever code path stores it; the kind is the
-- trigger's argument. server/modules/leads/leads.admin.test.ts checks it.
CREATE FUNCTION "lead_arrived"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_states" ("kind", "lead_id", "arrived_at", "updated_at") VALUES (TG_ARGV[0], NEW."id", NEW."created_at", NEW."created_at") ON CONFLICT DO NOTHING;
	INSERT INTO "lead_events" ("kind", "lead_id", "type", "at") VALUES (TG_ARGV[0], NEW."id", 'created', NEW."created_at");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leave_words_lead" AFTER INSERT ON "leave_words" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('leave-word');--> statement-breakpoint
CREATE TRIGGER "enquiries_lead" AFTER INSERT ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('enquiry');--> statement-breakpoint
CREATE TRIGGER "coa_requests_lead" AFTER INSERT ON "coa_requests" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('coa');--> statement-breakpoint
CREATE TRIGGER "suggestions_lead" AFTER INSERT ON "suggestions" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('suggestion');--> statement-breakpoint
CREATE TRIGGER "trial_applications_lead" AFTER INSERT ON "trial_applications" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('trial');--> statement-breakpoint
CREATE TRIGGER "paper_award_applications_lead" AFTER INSERT ON "paper_award_applications" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('paper-award');--> statement-breakpoint
CREATE TRIGGER "resource_downloads_lead" AFTER INSERT ON "resource_downloads" FOR EACH ROW EXECUTE FUNCTION "lead_arrived"('resource-download');--> statement-breakpoint
-- Leads stored before this migration: their state and `created` event, from their own arrival time.
INSERT INTO "lead_states" ("kind", "lead_id", "arrived_at", "updated_at")
	SELECT 'leave-word', "id", "created_at", "created_at" FROM "leave_words"
	UNION ALL SELECT 'enquiry', "id", "created_at", "created_at" FROM "enquiries"
	UNION ALL SELECT 'coa', "id", "created_at", "created_at" FROM "coa_requests"
	UNION ALL SELECT 'suggestion', "id", "created_at", "created_at" FROM "suggestions"
	UNION ALL SELECT 'trial', "id", "created_at", "created_at" FROM "trial_applications"
	UNION ALL SELECT 'paper-award', "id", "created_at", "created_at" FROM "paper_award_applications"
	UNION ALL SELECT 'resource-download', "id", "created_at", "created_at" FROM "resource_downloads";--> statement-breakpoint
INSERT INTO "lead_events" ("kind", "lead_id", "type", "at") SELECT "kind", "lead_id", 'created', "arrived_at" FROM "lead_states" ORDER BY "arrived_at";--> statement-breakpoint
-- The history is append-only: the reply clock is computed from it.
CREATE FUNCTION "lead_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'lead_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_events_no_update_delete" BEFORE UPDATE OR DELETE ON "lead_events" FOR EACH ROW EXECUTE FUNCTION "lead_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "lead_events_no_truncate" BEFORE TRUNCATE ON "lead_events" FOR EACH STATEMENT EXECUTE FUNCTION "lead_events_refuse_change"();
