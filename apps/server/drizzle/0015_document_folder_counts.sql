CREATE TABLE "document_folder_counts" (
	"contract_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_folder_counts_contract_id_node_id_pk" PRIMARY KEY("contract_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "document_folder_counts" ADD CONSTRAINT "document_folder_counts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Keeps document_folder_counts in step with documents in the same transaction (hand-written): the
-- old row's contribution leaves its folder, the new row's enters; only live documents of a contract count.
CREATE FUNCTION document_folder_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.contract_id IS NOT NULL AND OLD.removed_at IS NULL THEN
    INSERT INTO document_folder_counts AS c (contract_id, node_id, live, released)
    VALUES (OLD.contract_id, OLD.node_id, -1, CASE WHEN OLD.kunden_freigabe THEN -1 ELSE 0 END)
    ON CONFLICT (contract_id, node_id) DO UPDATE
      SET live = c.live + excluded.live, released = c.released + excluded.released;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.contract_id IS NOT NULL AND NEW.removed_at IS NULL THEN
    INSERT INTO document_folder_counts AS c (contract_id, node_id, live, released)
    VALUES (NEW.contract_id, NEW.node_id, 1, CASE WHEN NEW.kunden_freigabe THEN 1 ELSE 0 END)
    ON CONFLICT (contract_id, node_id) DO UPDATE
      SET live = c.live + excluded.live, released = c.released + excluded.released;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER document_folder_count AFTER INSERT OR UPDATE OR DELETE ON documents
FOR EACH ROW EXECUTE FUNCTION document_folder_count();
--> statement-breakpoint
INSERT INTO document_folder_counts (contract_id, node_id, live, released)
SELECT contract_id, node_id, count(*), count(*) FILTER (WHERE kunden_freigabe)
FROM documents WHERE contract_id IS NOT NULL AND removed_at IS NULL
GROUP BY contract_id, node_id;
