CREATE TABLE "broker_list_counts" (
	"broker_id" integer PRIMARY KEY NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"active_contracts" integer DEFAULT 0 NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_list_counts" ADD CONSTRAINT "broker_list_counts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Keeps broker_list_counts in step with contracts and customers in the same statement (hand-written):
-- statement triggers with transition tables, so a set-based insert of 100 000 rows adds one row per
-- broker, not one per row; an update counts only the rows whose broker (or, for contracts, whether
-- they are 'aktiv') changed.
CREATE FUNCTION contracts_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO broker_list_counts AS c (broker_id, contracts, active_contracts)
    SELECT broker_id, count(*), count(*) FILTER (WHERE status = 'aktiv') FROM new_rows GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET contracts = c.contracts + excluded.contracts,
      active_contracts = c.active_contracts + excluded.active_contracts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO broker_list_counts AS c (broker_id, contracts, active_contracts)
    SELECT broker_id, -count(*), -count(*) FILTER (WHERE status = 'aktiv') FROM old_rows GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET contracts = c.contracts + excluded.contracts,
      active_contracts = c.active_contracts + excluded.active_contracts;
  ELSE
    INSERT INTO broker_list_counts AS c (broker_id, contracts, active_contracts)
    SELECT broker_id, sum(d), sum(a) FROM (
      SELECT o.broker_id, -1 AS d, -(o.status = 'aktiv')::int AS a
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.broker_id <> o.broker_id OR (n.status = 'aktiv') <> (o.status = 'aktiv')
      UNION ALL
      SELECT n.broker_id, 1, (n.status = 'aktiv')::int
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.broker_id <> o.broker_id OR (n.status = 'aktiv') <> (o.status = 'aktiv')
    ) AS moved GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET contracts = c.contracts + excluded.contracts,
      active_contracts = c.active_contracts + excluded.active_contracts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customers_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO broker_list_counts AS c (broker_id, customers)
    SELECT broker_id, count(*) FROM new_rows GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET customers = c.customers + excluded.customers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO broker_list_counts AS c (broker_id, customers)
    SELECT broker_id, -count(*) FROM old_rows GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET customers = c.customers + excluded.customers;
  ELSE
    INSERT INTO broker_list_counts AS c (broker_id, customers)
    SELECT broker_id, sum(d) FROM (
      SELECT o.broker_id, -1 AS d FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.broker_id <> o.broker_id
      UNION ALL
      SELECT n.broker_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.broker_id <> o.broker_id
    ) AS moved GROUP BY broker_id
    ON CONFLICT (broker_id) DO UPDATE SET customers = c.customers + excluded.customers;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_list_count_insert AFTER INSERT ON contracts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_list_count();
--> statement-breakpoint
CREATE TRIGGER contracts_list_count_delete AFTER DELETE ON contracts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_list_count();
--> statement-breakpoint
CREATE TRIGGER contracts_list_count_update AFTER UPDATE ON contracts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_list_count();
--> statement-breakpoint
CREATE TRIGGER customers_list_count_insert AFTER INSERT ON customers
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_list_count();
--> statement-breakpoint
CREATE TRIGGER customers_list_count_delete AFTER DELETE ON customers
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_list_count();
--> statement-breakpoint
CREATE TRIGGER customers_list_count_update AFTER UPDATE ON customers
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_list_count();
--> statement-breakpoint
INSERT INTO broker_list_counts (broker_id, contracts, active_contracts, customers)
SELECT b.id,
       (SELECT count(*) FROM contracts WHERE broker_id = b.id),
       (SELECT count(*) FROM contracts WHERE broker_id = b.id AND status = 'aktiv'),
       (SELECT count(*) FROM customers WHERE broker_id = b.id)
FROM brokers b;
