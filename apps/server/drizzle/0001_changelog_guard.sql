-- Änderungslog: append-only and hash-chained. Every row's hash covers the previous row's hash, so
-- changing or removing a row (even by someone who disables the guard) breaks the chain.
CREATE FUNCTION change_log_row_hash(prev text, at timestamptz, user_id integer, original_user_id integer,
  record_type text, record_id integer, field text, old_value text, new_value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', coalesce(prev, ''),
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), coalesce(user_id::text, ''),
    coalesce(original_user_id::text, ''), record_type, record_id::text, field,
    coalesce(old_value, '∅'), coalesce(new_value, '∅')), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION change_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_hash text;
BEGIN
  -- one writer at a time extends the chain
  PERFORM pg_advisory_xact_lock(7428001);
  SELECT hash INTO last_hash FROM change_log ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := last_hash;
  NEW.hash := change_log_row_hash(last_hash, NEW.at, NEW.user_id, NEW.original_user_id, NEW.record_type,
    NEW.record_id, NEW.field, NEW.old_value, NEW.new_value);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_chain BEFORE INSERT ON change_log FOR EACH ROW EXECUTE FUNCTION change_log_chain();
--> statement-breakpoint
CREATE FUNCTION change_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Das Änderungslog kann nicht geändert oder gelöscht werden.' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_no_update BEFORE UPDATE OR DELETE ON change_log FOR EACH ROW EXECUTE FUNCTION change_log_refuse();
--> statement-breakpoint
CREATE TRIGGER change_log_no_truncate BEFORE TRUNCATE ON change_log FOR EACH STATEMENT EXECUTE FUNCTION change_log_refuse();
--> statement-breakpoint
-- Returns the id of the first row whose hash does not match, or NULL when the chain is intact.
CREATE FUNCTION change_log_verify() RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE r record; expected_prev text := NULL;
BEGIN
  FOR r IN SELECT * FROM change_log ORDER BY id LOOP
    IF r.prev_hash IS DISTINCT FROM expected_prev OR r.hash IS DISTINCT FROM change_log_row_hash(r.prev_hash, r.at,
      r.user_id, r.original_user_id, r.record_type, r.record_id, r.field, r.old_value, r.new_value) THEN
      RETURN r.id;
    END IF;
    expected_prev := r.hash;
  END LOOP;
  RETURN NULL;
END $$;
