ALTER TABLE "contracts" ADD COLUMN "customer_name_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- contracts.customer_name_sort follows customers.name_sort (hand-written): set with the search text
-- when a contract is written or changes its customer, renewed with it when the customer is renamed.
CREATE OR REPLACE FUNCTION contracts_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := contract_search_text(NEW);
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
    UPDATE contracts SET search_text = contract_search_text(contracts) WHERE gesellschaft_id = NEW.id;
  ELSE
    UPDATE contracts SET search_text = contract_search_text(contracts) WHERE sparte_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE contracts SET customer_name_sort = cu.name_sort FROM customers cu WHERE cu.id = contracts.customer_id;
--> statement-breakpoint
CREATE INDEX "contracts_kunde_sort_idx" ON "contracts" USING btree ("customer_name_sort","customer_id","id");
