CREATE TABLE "courtage_vereinbarungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"sparte_id" integer,
	"bestand_satz" numeric(9, 4) NOT NULL,
	"abschluss_satz" numeric(9, 4),
	CONSTRAINT "courtage_vereinbarungen_gesellschaft_sparte_key" UNIQUE NULLS NOT DISTINCT("gesellschaft_id","sparte_id")
);
--> statement-breakpoint
ALTER TABLE "courtage_vereinbarungen" ADD CONSTRAINT "courtage_vereinbarungen_gesellschaft_id_companies_id_fk" FOREIGN KEY ("gesellschaft_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courtage_vereinbarungen" ADD CONSTRAINT "courtage_vereinbarungen_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;