DROP INDEX "customers_name_idx";--> statement-breakpoint
DROP INDEX "customers_ort_idx";--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (mw_search_norm("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_ort_idx" ON "customers" USING btree (nullif(mw_search_norm("ort"), ''),"id");