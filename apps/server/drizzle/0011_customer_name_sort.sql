DROP INDEX "customers_name_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (mw_search_norm(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name_sort","id");