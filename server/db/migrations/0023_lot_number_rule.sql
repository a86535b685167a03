-- The lot number's one rule (src/contracts/catalogue-facts.ts LOT_NUMBER) on filed certificates; a document without a
-- lot (null) passes. NOT VALID: rows written before the rule stay readable; every insert and update is checked.
ALTER TABLE "documents" ADD CONSTRAINT "documents_lot_rule" CHECK ("documents"."lot" ~ '^[A-Za-z0-9-]{1,40}$') NOT VALID;
