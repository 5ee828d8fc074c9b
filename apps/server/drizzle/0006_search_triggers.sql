-- One normalised search column per contract and customer (issue 7): case and umlauts folded
-- (Ä → ae, ß → ss, accents dropped), numbers and plates also without spaces, dots, slashes and
-- hyphens. Triggers keep it current in the same transaction as every change; a GIN trigram index
-- (migration 0005) answers substring and prefix searches. lower() runs in the C collation so that
-- every server folds case alike (ASCII letters; the umlauts and accents are folded by hand). The web and server normalise the query
-- with the same rules (packages/domain/src/common/search-text.ts; a test compares both).
CREATE FUNCTION mw_search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(coalesce(t, ''),
      'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss'),
    'ÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑáàâãåéèêëíìîïóòôõúùûçñ',
    'AAAAAEEEEIIIIOOOOUUUCNaaaaaeeeeiiiiooooouuucn') COLLATE "C")
$$;
--> statement-breakpoint
CREATE FUNCTION mw_search_compact(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(mw_search_norm(t), '[[:space:]./-]+', '', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION contract_search_text(c contracts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    mw_search_norm(c.nummer), mw_search_compact(c.nummer),
    nullif(mw_search_norm(c.kennzeichen), ''), nullif(mw_search_compact(c.kennzeichen), ''),
    (SELECT concat_ws(' ', nullif(mw_search_norm(cu.vorname), ''), mw_search_norm(cu.name),
       nullif(mw_search_norm(cu.firma), ''), mw_search_norm(cu.kundennr))
       FROM customers cu WHERE cu.id = c.customer_id),
    (SELECT mw_search_norm(co.kurzname) FROM companies co WHERE co.id = c.gesellschaft_id),
    (SELECT mw_search_norm(b.name) FROM branches b WHERE b.id = c.sparte_id))
$$;
--> statement-breakpoint
CREATE FUNCTION contracts_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := contract_search_text(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_search_text BEFORE INSERT OR UPDATE OF nummer, kennzeichen, customer_id, gesellschaft_id, sparte_id
  ON contracts FOR EACH ROW EXECUTE FUNCTION contracts_search_text_set();
--> statement-breakpoint
CREATE FUNCTION customers_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', nullif(mw_search_norm(NEW.vorname), ''), mw_search_norm(NEW.name),
    nullif(mw_search_norm(NEW.firma), ''), mw_search_norm(NEW.kundennr), nullif(mw_search_norm(NEW.ort), ''),
    NEW.plz, nullif(lower(NEW.email), ''), nullif(mw_search_compact(NEW.telefon), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE OF vorname, name, firma, kundennr, ort, plz, email, telefon
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_search_text_set();
--> statement-breakpoint
-- A renamed customer, company or Sparte renews the search text of its contracts.
CREATE FUNCTION contracts_search_text_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    UPDATE contracts SET search_text = contract_search_text(contracts) WHERE customer_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'companies' THEN
    UPDATE contracts SET search_text = contract_search_text(contracts) WHERE gesellschaft_id = NEW.id;
  ELSE
    UPDATE contracts SET search_text = contract_search_text(contracts) WHERE sparte_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_search_text_customer AFTER UPDATE OF vorname, name, firma, kundennr ON customers
  FOR EACH ROW WHEN (OLD.vorname IS DISTINCT FROM NEW.vorname OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.firma IS DISTINCT FROM NEW.firma OR OLD.kundennr IS DISTINCT FROM NEW.kundennr)
  EXECUTE FUNCTION contracts_search_text_renew();
--> statement-breakpoint
CREATE TRIGGER contracts_search_text_company AFTER UPDATE OF kurzname ON companies
  FOR EACH ROW WHEN (OLD.kurzname IS DISTINCT FROM NEW.kurzname) EXECUTE FUNCTION contracts_search_text_renew();
--> statement-breakpoint
CREATE TRIGGER contracts_search_text_branch AFTER UPDATE OF name ON branches
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION contracts_search_text_renew();
--> statement-breakpoint
UPDATE customers SET name = name;
--> statement-breakpoint
UPDATE contracts SET search_text = contract_search_text(contracts);
--> statement-breakpoint
-- The per-column trigram indexes of migration 0002 are replaced by the search column.
DROP INDEX IF EXISTS contracts_nummer_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS contracts_kennzeichen_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS customers_search_trgm_idx;
