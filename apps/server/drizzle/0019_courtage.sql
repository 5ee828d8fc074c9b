CREATE TABLE "buchung_verteilung" (
	"id" serial PRIMARY KEY NOT NULL,
	"buchungsnr" integer NOT NULL,
	"lfd_nr" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"prov_satz" numeric(9, 4) NOT NULL,
	"betrag_cents" bigint NOT NULL,
	"mwst_prozent" numeric(6, 4) DEFAULT 0 NOT NULL,
	"mwst_cents" bigint DEFAULT 0 NOT NULL,
	"storno_reserve_prozent" numeric(9, 4) DEFAULT 0 NOT NULL,
	"storno_reserve_cents" bigint DEFAULT 0 NOT NULL,
	"versicherungseinbehalt_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "buchung_verteilung_lfd_nr_key" UNIQUE("buchungsnr","lfd_nr")
);
--> statement-breakpoint
CREATE TABLE "buchungen" (
	"buchungsnr" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"zeichnungsdatum" date NOT NULL,
	"courtageeing_datum" date,
	"courtageart" text NOT NULL,
	"provisions_satz" numeric(9, 4) NOT NULL,
	"bewertungssumme_cents" bigint NOT NULL,
	"courtagesumme_cents" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"automatisch" boolean DEFAULT false NOT NULL,
	"rech_datum" date,
	"ist_overhead" boolean DEFAULT false NOT NULL,
	"bemerkung" text DEFAULT '' NOT NULL,
	"allow_new_buchung" boolean DEFAULT true NOT NULL,
	"storno_von" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "zubringer_courtagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"bereich" text DEFAULT 'Versicherungen' NOT NULL,
	"absolut" boolean DEFAULT false NOT NULL,
	"prov_abschluss" numeric(9, 4) DEFAULT 0 NOT NULL,
	"prov_bestand" numeric(9, 4) DEFAULT 0 NOT NULL,
	"mwst" numeric(6, 4) DEFAULT 19 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "courtage_satz" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "mwst_pflichtig" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "storno_reserve_prozent" numeric(9, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "courtage_vergleichsrechner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "courtage_angebotserstellung" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buchung_verteilung" ADD CONSTRAINT "buchung_verteilung_buchungsnr_buchungen_buchungsnr_fk" FOREIGN KEY ("buchungsnr") REFERENCES "public"."buchungen"("buchungsnr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buchung_verteilung" ADD CONSTRAINT "buchung_verteilung_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buchungen" ADD CONSTRAINT "buchungen_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buchungen" ADD CONSTRAINT "buchungen_storno_von_buchungen_buchungsnr_fk" FOREIGN KEY ("storno_von") REFERENCES "public"."buchungen"("buchungsnr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buchungen" ADD CONSTRAINT "buchungen_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buchungen" ADD CONSTRAINT "buchungen_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zubringer_courtagen" ADD CONSTRAINT "zubringer_courtagen_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zubringer_courtagen" ADD CONSTRAINT "zubringer_courtagen_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zubringer_courtagen" ADD CONSTRAINT "zubringer_courtagen_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zubringer_courtagen" ADD CONSTRAINT "zubringer_courtagen_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buchung_verteilung_broker_idx" ON "buchung_verteilung" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "buchungen_contract_zdatum_idx" ON "buchungen" USING btree ("contract_id","zeichnungsdatum" DESC NULLS LAST,"buchungsnr" DESC NULLS LAST) WHERE "buchungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zubringer_courtagen_contract_idx" ON "zubringer_courtagen" USING btree ("contract_id","id") WHERE "zubringer_courtagen"."deleted_at" is null;