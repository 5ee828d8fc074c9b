CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"vermittlernummer" char(5) NOT NULL,
	"art" text NOT NULL,
	"anrede" text,
	"vorname" text,
	"name" text NOT NULL,
	"firma" text,
	"email" text,
	"telefon" text,
	"strasse" text,
	"plz" text,
	"ort" text,
	"parent_id" integer,
	CONSTRAINT "brokers_vermittlernummer_unique" UNIQUE("vermittlernummer")
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"original_user_id" integer,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kategorie_name" text NOT NULL,
	"vtg_gruppe" text,
	CONSTRAINT "branches_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kurzname" text NOT NULL,
	"vu_nummer" text,
	"strasse" text,
	"plz" text,
	"ort" text,
	"land" text DEFAULT 'DE' NOT NULL,
	"postfach" text,
	"plz_postfach" text,
	"beschreibung" text,
	"vermittler_nummer" text,
	"vermittler_nummer_ak" text,
	"haupt_nummer" text,
	"telefon" text,
	"email" text,
	"website" text,
	"policy_number_pattern" text,
	"policy_number_hint" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"sparte_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"status" text NOT NULL,
	"previous_status" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer,
	"bemerkung" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"sparte_id" integer NOT NULL,
	"status" text NOT NULL,
	"nummer" text NOT NULL,
	"druck_pol_nr" text,
	"produktbez" varchar(300),
	"beginn" date,
	"ende" date,
	"laufzeit" integer,
	"anzeige_modus_dauer" text DEFAULT 'ENDE' NOT NULL,
	"hauptfaelligkeit" date,
	"praemie_bto_zahlweise_cents" bigint,
	"praemie_nto_zahlweise_cents" bigint,
	"zahlrhythm" text,
	"zahlweise_bemerkung" text,
	"zahlungsart" text,
	"bankverbindung" text,
	"externe_kennung" text,
	"is_eigener_vertrag" boolean DEFAULT false NOT NULL,
	"fremdanlage" boolean DEFAULT false NOT NULL,
	"kunde_eingelesen" boolean DEFAULT false NOT NULL,
	"provisionsfrei" boolean DEFAULT false NOT NULL,
	"teilung" numeric(7, 4),
	"anbindung" text,
	"betreuungsstufe" text,
	"konvertierung" boolean DEFAULT false NOT NULL,
	"kennzeichen" text,
	"beitragszahlungsdauer" integer,
	"letzte_aenderung_gueltig_ab" date,
	"aenderungs_grund" text,
	"display_fremdges" text,
	"fehler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vtg_gruppe" text,
	"kuendigung_can_mail" boolean DEFAULT false NOT NULL,
	"kuendigung_laeuft" boolean DEFAULT false NOT NULL,
	"hat_zugriffsrecht" boolean DEFAULT true NOT NULL,
	"makler_gesell_nr" text,
	"vermittlernummer_bemerkung" text,
	"bezug" text,
	"bemerkung_status" text,
	"geteilt_mit_kunde" boolean DEFAULT false NOT NULL,
	"erfassungsdatum" date,
	"einlesen_updaten" boolean DEFAULT false NOT NULL,
	"date_updated_gdv" date,
	"praemie_brutto_jahr_cents" bigint,
	"praemie_netto_jahr_cents" bigint,
	"bestandsuebertragung" boolean DEFAULT false NOT NULL,
	"alle_rechte_pflichten" boolean DEFAULT false NOT NULL,
	"korrespondenz" boolean DEFAULT false NOT NULL,
	"bu_abgelehnt" boolean DEFAULT false NOT NULL,
	"letzte_aenderung" timestamp with time zone,
	"vertragssumme_cents" bigint,
	"courtage_bemerkung" text,
	"is_deeplink_available" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kundennr" text NOT NULL,
	"broker_id" integer NOT NULL,
	"anrede" text,
	"titel" text,
	"vorname" text,
	"name" text NOT NULL,
	"firma" text,
	"geburtsdatum" date,
	"email" text,
	"telefon" text,
	"strasse" text,
	"hausnr" text,
	"plz" text,
	"ort" text,
	"land" text DEFAULT 'DE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_kundennr_unique" UNIQUE("kundennr")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ist_kunde" boolean DEFAULT false NOT NULL,
	"anrede" text,
	"vorname" text,
	"name" text NOT NULL,
	"geburtsdatum" date,
	"strasse" text,
	"hausnr" text,
	"plz" text,
	"ort" text,
	"land" text DEFAULT 'DE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_user_id" integer,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"broker_id" integer,
	"customer_id" integer,
	"tenant" text DEFAULT 'standard' NOT NULL,
	"rights" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_parent_id_brokers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD CONSTRAINT "contract_branches_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_branches" ADD CONSTRAINT "contract_branches_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD CONSTRAINT "contract_status_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD CONSTRAINT "contract_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gesellschaft_id_companies_id_fk" FOREIGN KEY ("gesellschaft_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokers_parent_idx" ON "brokers" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "change_log_record_idx" ON "change_log" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "contract_branches_contract_idx" ON "contract_branches" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_status_history_contract_idx" ON "contract_status_history" USING btree ("contract_id","changed_at");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "contracts_broker_idx" ON "contracts" USING btree ("broker_id","id");--> statement-breakpoint
CREATE INDEX "contracts_gesellschaft_idx" ON "contracts" USING btree ("gesellschaft_id","id");--> statement-breakpoint
CREATE INDEX "contracts_sparte_idx" ON "contracts" USING btree ("sparte_id","id");--> statement-breakpoint
CREATE INDEX "contracts_nummer_idx" ON "contracts" USING btree ("nummer","id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contracts_praemie_idx" ON "contracts" USING btree ("praemie_bto_zahlweise_cents","id");--> statement-breakpoint
CREATE INDEX "contracts_beginn_idx" ON "contracts" USING btree ("beginn","id");--> statement-breakpoint
CREATE INDEX "customers_broker_idx" ON "customers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "persons_customer_idx" ON "persons" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username_at_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "users_broker_idx" ON "users" USING btree ("broker_id");