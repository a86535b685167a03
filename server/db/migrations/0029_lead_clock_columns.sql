ALTER TABLE "lead_states" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "lead_states" ADD COLUMN "clock_state" text;--> statement-breakpoint
ALTER TABLE "lead_states" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_states_overdue_idx" ON "lead_states" USING btree ("overdue_at");--> statement-breakpoint
CREATE INDEX "lead_states_unfilled_idx" ON "lead_states" USING btree ("kind","lead_id") WHERE "lead_states"."clock_state" is null;