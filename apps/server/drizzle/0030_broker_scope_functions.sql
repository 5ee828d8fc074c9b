-- The contracts and customers of one broker, for the lists and the start page of a small broker
-- structure (docs/decisions/0034). Within one statement PostgreSQL plans `broker_id = s.id` for an
-- unknown broker and assumes each holds an average share (an eighth at the bench's eight brokers):
-- it then scanned a whole covering index for a broker with 60 contracts (12 ms). Planned per call
-- with the broker's id (force_custom_plan), the statistics know his few rows: the (broker_id, id)
-- index, 0.15 ms. plpgsql, because an SQL function would be inlined into the statement again.
CREATE FUNCTION mw_broker_contracts(broker integer) RETURNS SETOF contracts
  LANGUAGE plpgsql STABLE ROWS 100 SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  RETURN QUERY SELECT * FROM contracts WHERE broker_id = broker;
END $$;--> statement-breakpoint
CREATE FUNCTION mw_broker_customers(broker integer) RETURNS SETOF customers
  LANGUAGE plpgsql STABLE ROWS 100 SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  RETURN QUERY SELECT * FROM customers WHERE broker_id = broker;
END $$;
