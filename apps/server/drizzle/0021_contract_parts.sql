CREATE TABLE "rueckkaufswerte" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"sparte_id" integer,
	"jahr" integer NOT NULL,
	"betrag_cents" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rueckkaufswerte_jahr_check" CHECK ("rueckkaufswerte"."jahr" > 1900 AND "rueckkaufswerte"."jahr" < 2100)
);
--> statement-breakpoint
CREATE TABLE "tarife" (
	"id" serial PRIMARY KEY NOT NULL,
	"bezeichnung" text NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"sparte_id" integer NOT NULL,
	"sichtbar_fuer" text DEFAULT 'ALLE' NOT NULL,
	"inklusive_struktur" boolean DEFAULT false NOT NULL,
	"inaktiv" boolean DEFAULT false NOT NULL,
	"broker_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versicherungssummen" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"sparte_id" integer,
	"bezeichnung" text NOT NULL,
	"betrag_cents" bigint NOT NULL,
	"person_oder_objekt" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "versicherungssummen_betrag_check" CHECK ("versicherungssummen"."betrag_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wertpapiere" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"sparte_id" integer,
	"isin" char(12) NOT NULL,
	"wertpapiername" text NOT NULL,
	"anlageart" text,
	"anteile_datum" date,
	"anteile_hundredths" bigint,
	"anlagesumme_cents" bigint,
	"fondswert_cents" bigint,
	"fondswert_euro_cents" bigint,
	"waehrung" text DEFAULT 'EUR' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "praemie_bto_zahlweise_cents" bigint;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "praemie_nto_zahlweise_cents" bigint;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "tarif_id" integer;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "only_activ_tarif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "versicherte_person" text;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "beginn" date;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "parameters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "removed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rueckkaufswerte" ADD CONSTRAINT "rueckkaufswerte_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rueckkaufswerte" ADD CONSTRAINT "rueckkaufswerte_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarife" ADD CONSTRAINT "tarife_gesellschaft_id_companies_id_fk" FOREIGN KEY ("gesellschaft_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarife" ADD CONSTRAINT "tarife_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarife" ADD CONSTRAINT "tarife_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarife" ADD CONSTRAINT "tarife_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versicherungssummen" ADD CONSTRAINT "versicherungssummen_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versicherungssummen" ADD CONSTRAINT "versicherungssummen_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wertpapiere" ADD CONSTRAINT "wertpapiere_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wertpapiere" ADD CONSTRAINT "wertpapiere_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rueckkaufswerte_contract_jahr_key" ON "rueckkaufswerte" USING btree ("contract_id","jahr");--> statement-breakpoint
CREATE INDEX "tarife_gesellschaft_sparte_idx" ON "tarife" USING btree ("gesellschaft_id","sparte_id","id");--> statement-breakpoint
CREATE INDEX "versicherungssummen_contract_idx" ON "versicherungssummen" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "wertpapiere_contract_idx" ON "wertpapiere" USING btree ("contract_id","id");--> statement-breakpoint
ALTER TABLE "contract_branches" ADD CONSTRAINT "contract_branches_tarif_id_tarife_id_fk" FOREIGN KEY ("tarif_id") REFERENCES "public"."tarife"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD CONSTRAINT "contract_branches_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_record_at_idx" ON "change_log" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_branches_contract_sparte_key" ON "contract_branches" USING btree ("contract_id","sparte_id") WHERE "contract_branches"."removed_at" IS NULL;