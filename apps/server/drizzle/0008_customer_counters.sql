-- The customer list shows per customer the number of contracts and the sum of the yearly gross
-- premiums of the contracts in force (status 'aktiv'). Both are kept on the customer row by statement
-- triggers on contracts, in the same transaction as the change, so that the list can sort and page by
-- them through an index instead of aggregating 100 000 contracts per request (issue 8, decision 0011).
CREATE FUNCTION mw_customer_counters_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE customers cu
     SET anzahl_vertraege = s.anzahl, jahresbeitrag_cents = s.beitrag
    FROM (SELECT k.id, count(c.id)::integer AS anzahl,
                 coalesce(sum(c.praemie_brutto_jahr_cents) FILTER (WHERE c.status = 'aktiv'), 0)::bigint AS beitrag
            FROM unnest(ids) AS k(id) LEFT JOIN contracts c ON c.customer_id = k.id
           GROUP BY k.id) s
   WHERE cu.id = s.id
     AND (cu.anzahl_vertraege, cu.jahresbeitrag_cents) IS DISTINCT FROM (s.anzahl, s.beitrag)
$$;
--> statement-breakpoint
CREATE FUNCTION contracts_customer_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mw_customer_counters_refresh(ARRAY(SELECT DISTINCT customer_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mw_customer_counters_refresh(ARRAY(SELECT DISTINCT customer_id FROM old_rows));
  ELSE
    PERFORM mw_customer_counters_refresh(ARRAY(
      SELECT n.customer_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.customer_id IS DISTINCT FROM o.customer_id OR n.status IS DISTINCT FROM o.status
          OR n.praemie_brutto_jahr_cents IS DISTINCT FROM o.praemie_brutto_jahr_cents
      UNION
      SELECT o.customer_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.customer_id IS DISTINCT FROM o.customer_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_customer_counters_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_customer_counters();
--> statement-breakpoint
CREATE TRIGGER contracts_customer_counters_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_customer_counters();
--> statement-breakpoint
CREATE TRIGGER contracts_customer_counters_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_customer_counters();
--> statement-breakpoint
SELECT mw_customer_counters_refresh(ARRAY(SELECT id FROM customers));
--> statement-breakpoint
-- The mobile number is searched like the phone number.
CREATE OR REPLACE FUNCTION customers_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', nullif(mw_search_norm(NEW.vorname), ''), mw_search_norm(NEW.name),
    nullif(mw_search_norm(NEW.firma), ''), mw_search_norm(NEW.kundennr), nullif(mw_search_norm(NEW.ort), ''),
    NEW.plz, nullif(lower(NEW.email), ''), nullif(mw_search_compact(NEW.telefon), ''),
    nullif(mw_search_compact(NEW.mobil), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER customers_search_text ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE OF vorname, name, firma, kundennr, ort, plz, email, telefon, mobil
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_search_text_set();
--> statement-breakpoint
-- New customers get numbers above every existing one.
SELECT setval('customer_kundennr_seq', greatest(100000, (SELECT coalesce(max(kundennr::bigint), 0) + 1
  FROM customers WHERE kundennr ~ '^[0-9]{1,15}$')), false);
