ALTER TABLE "contracts" ADD COLUMN "gesellschaft_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sparte_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "betreuer_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The sort names of a contract's company and Sparte and of a customer's Betreuer (hand-written):
-- set when a contract or customer is written or changes its company, Sparte or broker, renewed when
-- the company, Sparte or broker is renamed, in the same statement. Same values as the lists sorted
-- by before (mw_search_norm of the name, then the id), so the order and old cursors stay as they were.
CREATE FUNCTION contracts_sort_keys_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.gesellschaft_sort := coalesce((SELECT mw_search_norm(co.kurzname) FROM companies co WHERE co.id = NEW.gesellschaft_id), '');
  NEW.sparte_sort := coalesce((SELECT mw_search_norm(b.name) FROM branches b WHERE b.id = NEW.sparte_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_sort_keys BEFORE INSERT OR UPDATE OF gesellschaft_id, sparte_id
  ON contracts FOR EACH ROW EXECUTE FUNCTION contracts_sort_keys_set();
--> statement-breakpoint
CREATE FUNCTION contracts_sort_keys_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    UPDATE contracts SET gesellschaft_sort = mw_search_norm(NEW.kurzname) WHERE gesellschaft_id = NEW.id;
  ELSE
    UPDATE contracts SET sparte_sort = mw_search_norm(NEW.name) WHERE sparte_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_sort_keys_company AFTER UPDATE OF kurzname ON companies
  FOR EACH ROW WHEN (OLD.kurzname IS DISTINCT FROM NEW.kurzname) EXECUTE FUNCTION contracts_sort_keys_renew();
--> statement-breakpoint
CREATE TRIGGER contracts_sort_keys_branch AFTER UPDATE OF name ON branches
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION contracts_sort_keys_renew();
--> statement-breakpoint
CREATE FUNCTION customers_betreuer_sort_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.betreuer_sort := coalesce((SELECT mw_search_norm(b.name) FROM brokers b WHERE b.id = NEW.broker_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_betreuer_sort BEFORE INSERT OR UPDATE OF broker_id
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_betreuer_sort_set();
--> statement-breakpoint
CREATE FUNCTION customers_betreuer_sort_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET betreuer_sort = mw_search_norm(NEW.name) WHERE broker_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_betreuer_sort_broker AFTER UPDATE OF name ON brokers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION customers_betreuer_sort_renew();
--> statement-breakpoint
UPDATE contracts SET gesellschaft_sort = mw_search_norm(co.kurzname) FROM companies co WHERE co.id = contracts.gesellschaft_id;
--> statement-breakpoint
UPDATE contracts SET sparte_sort = mw_search_norm(b.name) FROM branches b WHERE b.id = contracts.sparte_id;
--> statement-breakpoint
UPDATE customers SET betreuer_sort = mw_search_norm(b.name) FROM brokers b WHERE b.id = customers.broker_id;
--> statement-breakpoint
CREATE INDEX "contracts_gesellschaft_sort_idx" ON "contracts" USING btree ("gesellschaft_sort","gesellschaft_id","id");--> statement-breakpoint
CREATE INDEX "contracts_sparte_sort_idx" ON "contracts" USING btree ("sparte_sort","sparte_id","id");--> statement-breakpoint
CREATE INDEX "customers_betreuer_sort_idx" ON "customers" USING btree ("betreuer_sort","broker_id","id");