-- The catalog number's one rule (src/contracts/catalogue-facts.ts CATALOG_NUMBER). NOT VALID: rows written before the
-- rule (a spreadsheet import once let `AB_12` through) stay readable and keep their data; every insert and every
-- update of a product is checked from now on.
ALTER TABLE "products" ADD CONSTRAINT "products_catalog_number_rule" CHECK ("products"."catalog_number" ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,39}$') NOT VALID;
