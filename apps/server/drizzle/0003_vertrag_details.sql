CREATE TABLE "anbindungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_broker_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nummer" text NOT NULL,
	"bezeichnung" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"typ" text,
	"email" text,
	"telefon" text,
	"mobil" text,
	"fax" text,
	"beschreibung" text,
	"created_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"vtgrolle" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fahrzeugdaten" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kennzeichen" text,
	"fzgart" text,
	"marke" text,
	"handelsbez" text,
	"leistung" integer,
	"hubraum" integer,
	"plaetze" integer,
	"nutzlast" integer,
	"verwendzweck" text,
	"nutzerkreis" text,
	"antriebsart" text,
	"erstzulassdat" date,
	"zulassung_vn_seit" date,
	"kilometerstand" integer,
	"kilometerstand_am" date,
	"kilometerleistung" integer,
	"leasing" boolean,
	"kat" boolean,
	"abs" boolean,
	"neuwert" integer,
	"zeitwert" integer,
	"zeitwert_vom" date,
	"motornr" text,
	"stellplatz" text,
	"wegfahrsperre" boolean,
	"fahrgestnr" text,
	"schluesselnr_fzg" text,
	"schluesselnr_herst" text,
	"schluesselnr_typ" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_number_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"pol_nr" text NOT NULL,
	"date_changed" date NOT NULL,
	"changed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "versicherte_sachen" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"verssache" text,
	"zusatz" text,
	"strasse" text,
	"hausnr" text,
	"plz" text,
	"ort" text,
	"land" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anbindungen" ADD CONSTRAINT "anbindungen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_broker_numbers" ADD CONSTRAINT "company_broker_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_persons" ADD CONSTRAINT "contract_persons_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_persons" ADD CONSTRAINT "contract_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fahrzeugdaten" ADD CONSTRAINT "fahrzeugdaten_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_number_history" ADD CONSTRAINT "policy_number_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_number_history" ADD CONSTRAINT "policy_number_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versicherte_sachen" ADD CONSTRAINT "versicherte_sachen_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anbindungen_company_idx" ON "anbindungen" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_broker_numbers_uq" ON "company_broker_numbers" USING btree ("company_id","nummer");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "contract_persons_contract_idx" ON "contract_persons" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_persons_link_uq" ON "contract_persons" USING btree ("contract_id","person_id","vtgrolle");--> statement-breakpoint
CREATE UNIQUE INDEX "fahrzeugdaten_contract_uq" ON "fahrzeugdaten" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "policy_number_history_contract_idx" ON "policy_number_history" USING btree ("contract_id","date_changed");--> statement-breakpoint
CREATE UNIQUE INDEX "versicherte_sachen_contract_uq" ON "versicherte_sachen" USING btree ("contract_id");