ALTER TABLE "contracts" ADD COLUMN "own_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contract_search_part" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A contract's search text in two parts (hand-written, docs/decisions/0035): the customer's part
-- (first name, name, company, Kundennr) on the customer, the contract's own (policy number, plate,
-- company, Sparte) on the contract. search_text is both joined by spaces, and a search word holds no
-- space, so a word occurs in search_text exactly when it occurs in one of the parts: a search for
-- one word finds the matching customers' contracts through 20 000 customers instead of rechecking
-- 6 000 contracts. search_text keeps its value (now built from the same customer part).
CREATE FUNCTION mw_contract_search_part(cu customers) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', nullif(mw_search_norm(cu.vorname), ''), mw_search_norm(cu.name),
    nullif(mw_search_norm(cu.firma), ''), mw_search_norm(cu.kundennr))
$$;
--> statement-breakpoint
CREATE FUNCTION contract_own_search_text(c contracts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    mw_search_norm(c.nummer), mw_search_compact(c.nummer),
    nullif(mw_search_norm(c.kennzeichen), ''), nullif(mw_search_compact(c.kennzeichen), ''),
    (SELECT mw_search_norm(co.kurzname) FROM companies co WHERE co.id = c.gesellschaft_id),
    (SELECT mw_search_norm(b.name) FROM branches b WHERE b.id = c.sparte_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_search_text(c contracts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    mw_search_norm(c.nummer), mw_search_compact(c.nummer),
    nullif(mw_search_norm(c.kennzeichen), ''), nullif(mw_search_compact(c.kennzeichen), ''),
    (SELECT mw_contract_search_part(cu) FROM customers cu WHERE cu.id = c.customer_id),
    (SELECT mw_search_norm(co.kurzname) FROM companies co WHERE co.id = c.gesellschaft_id),
    (SELECT mw_search_norm(b.name) FROM branches b WHERE b.id = c.sparte_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', nullif(mw_search_norm(NEW.vorname), ''), mw_search_norm(NEW.name),
    nullif(mw_search_norm(NEW.firma), ''), mw_search_norm(NEW.kundennr), nullif(mw_search_norm(NEW.ort), ''),
    NEW.plz, nullif(lower(NEW.email), ''), nullif(mw_search_compact(NEW.telefon), ''),
    nullif(mw_search_compact(NEW.mobil), ''));
  NEW.contract_search_part := mw_contract_search_part(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contracts_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := contract_search_text(NEW);
  NEW.own_search_text := contract_own_search_text(NEW);
  NEW.customer_name_sort := coalesce((SELECT cu.name_sort FROM customers cu WHERE cu.id = NEW.customer_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contracts_search_text_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    UPDATE contracts SET search_text = contract_search_text(contracts), customer_name_sort = NEW.name_sort
      WHERE customer_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'companies' THEN
    UPDATE contracts SET search_text = contract_search_text(contracts),
      own_search_text = contract_own_search_text(contracts) WHERE gesellschaft_id = NEW.id;
  ELSE
    UPDATE contracts SET search_text = contract_search_text(contracts),
      own_search_text = contract_own_search_text(contracts) WHERE sparte_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE customers SET contract_search_part = mw_contract_search_part(customers);
--> statement-breakpoint
UPDATE contracts SET own_search_text = contract_own_search_text(contracts);
--> statement-breakpoint
CREATE INDEX "contracts_own_search_text_idx" ON "contracts" USING gin ("own_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contract_search_part_idx" ON "customers" USING gin ("contract_search_part" gin_trgm_ops);--> statement-breakpoint
-- With the broker in the index a broker's search counts his matching customers' contracts from the
-- index alone. The schema keeps declaring (customer_id, id): Drizzle has no INCLUDE.
DROP INDEX IF EXISTS "contracts_customer_idx";--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id","id") INCLUDE ("broker_id");
