-- Substring search in the contract list (policy number, plate, customer name and number) through
-- trigram indexes instead of reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX contracts_nummer_trgm_idx ON contracts USING gin (nummer gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX contracts_kennzeichen_trgm_idx ON contracts USING gin (kennzeichen gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX customers_search_trgm_idx ON customers USING gin ((coalesce(vorname, '') || ' ' || name || ' ' || kundennr) gin_trgm_ops);
