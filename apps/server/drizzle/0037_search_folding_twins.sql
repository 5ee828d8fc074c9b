-- The search folding of the database and of the web and server (packages/domain common/search-text.ts,
-- quicksearch compactSearchText) must be twins; a property test found two differences (issue 39):
-- the accents' target letters were shifted by one from 'ú' on (ú → o, ç → u, ñ → c: 'Núñez' was stored
-- as 'nocez' and a search for 'Nunez' found nothing), and mw_search_compact took out what the
-- database's locale calls a space (PGlite: also U+2003, U+3000, U+0085, U+2028), the query only
-- ASCII white space. Both now name their characters. The stored values built with them are renewed.
CREATE OR REPLACE FUNCTION mw_search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(coalesce(t, ''),
      'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss'),
    'ÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑáàâãåéèêëíìîïóòôõúùûçñ',
    'AAAAAEEEEIIIIOOOOUUUCNaaaaaeeeeiiiioooouuucn') COLLATE "C")
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mw_search_compact(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(mw_search_norm(t), '[ \t\n\v\f\r./-]+', '', 'g')
$$;
--> statement-breakpoint
REINDEX INDEX customers_name_idx;
--> statement-breakpoint
REINDEX INDEX customers_ort_idx;
--> statement-breakpoint
-- Only text beyond ASCII folds differently. SET name = name renews the generated name_sort, the search
-- text and contract part (trigger), and the search text and name sort of the customer's contracts.
UPDATE customers SET name = name
  WHERE concat_ws(' ', vorname, name, firma, kundennr, ort, telefon, mobil) ~ '[^[:ascii:]]';
--> statement-breakpoint
UPDATE contracts c SET search_text = contract_search_text(c), own_search_text = contract_own_search_text(c),
    gesellschaft_sort = coalesce((SELECT mw_search_norm(co.kurzname) FROM companies co WHERE co.id = c.gesellschaft_id), ''),
    sparte_sort = coalesce((SELECT mw_search_norm(b.name) FROM branches b WHERE b.id = c.sparte_id), '')
  WHERE concat_ws(' ', c.nummer, c.kennzeichen) ~ '[^[:ascii:]]'
    OR EXISTS (SELECT 1 FROM companies co WHERE co.id = c.gesellschaft_id AND co.kurzname ~ '[^[:ascii:]]')
    OR EXISTS (SELECT 1 FROM branches b WHERE b.id = c.sparte_id AND b.name ~ '[^[:ascii:]]');
--> statement-breakpoint
UPDATE customers cu SET betreuer_sort = mw_search_norm(b.name)
  FROM brokers b WHERE b.id = cu.broker_id AND b.name ~ '[^[:ascii:]]';
