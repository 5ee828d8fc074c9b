-- The chain's order is the id order, so the id must be drawn under the chain's lock. The serial default
-- is evaluated before the BEFORE trigger runs: two transactions writing at the same time could draw
-- 53 and 54, the one with 54 take the lock first and chain onto 52, the other then chain onto 54 —
-- and the verification, walking by id, reported a break at 54 that nobody made. Drawing the id again
-- after the lock (the first number stays unused) keeps id order and chain order the same.
CREATE OR REPLACE FUNCTION change_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_hash text;
BEGIN
  -- one writer at a time extends the chain
  PERFORM pg_advisory_xact_lock(7428001);
  NEW.id := nextval(pg_get_serial_sequence('change_log', 'id'));
  SELECT hash INTO last_hash FROM change_log ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := last_hash;
  NEW.hash := change_log_row_hash(last_hash, NEW.at, NEW.user_id, NEW.original_user_id, NEW.record_type,
    NEW.record_id, NEW.field, NEW.old_value, NEW.new_value);
  RETURN NEW;
END $$;
