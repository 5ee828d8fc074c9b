CREATE TABLE "ical_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termin_alarme" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"termin_id" integer NOT NULL,
	"occurrence_local" timestamp NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "termin_beteiligte" (
	"id" serial PRIMARY KEY NOT NULL,
	"termin_id" integer NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"person_id" integer,
	"broker_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"rolle" text NOT NULL,
	"can_change" boolean DEFAULT false NOT NULL,
	"alarm_mail" boolean DEFAULT false NOT NULL,
	"alarm_msc" boolean DEFAULT false NOT NULL,
	"alarm_daily_mail" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termin_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termin_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"termin_id" integer,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"copy_file_id" integer,
	"uploaded_by_user_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "termine" (
	"id" serial PRIMARY KEY NOT NULL,
	"art" text NOT NULL,
	"label" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"begin_local" timestamp NOT NULL,
	"end_local" timestamp NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"series_end_at" timestamp with time zone,
	"full_day" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"bereich" text NOT NULL,
	"contract_id" integer,
	"customer_id" integer,
	"status" text DEFAULT 'OFFEN' NOT NULL,
	"selling_phase" text DEFAULT 'KEINE_ANGABEN' NOT NULL,
	"activity_art" text,
	"produkt" text DEFAULT '' NOT NULL,
	"geschaeftwert_cents" bigint,
	"private" boolean DEFAULT false NOT NULL,
	"bestaetigt" boolean DEFAULT false NOT NULL,
	"retry" text DEFAULT 'Keine' NOT NULL,
	"retry_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"retry_count" integer,
	"retry_max_date" date,
	"rrule" text,
	"exdates" timestamp[] DEFAULT '{}'::timestamp[] NOT NULL,
	"series_id" integer,
	"alarm_email" integer,
	"alarm_modu_email" text DEFAULT 'MINUTEN' NOT NULL,
	"alarm_msc" integer,
	"alarm_modus_msc" text DEFAULT 'MINUTEN' NOT NULL,
	"owner_user_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "textbausteine" (
	"id" serial PRIMARY KEY NOT NULL,
	"kuerzel" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "textbausteine_kuerzel_unique" UNIQUE("kuerzel")
);
--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_alarme" ADD CONSTRAINT "termin_alarme_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_alarme" ADD CONSTRAINT "termin_alarme_termin_id_termine_id_fk" FOREIGN KEY ("termin_id") REFERENCES "public"."termine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_termin_id_termine_id_fk" FOREIGN KEY ("termin_id") REFERENCES "public"."termine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_drafts" ADD CONSTRAINT "termin_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_files" ADD CONSTRAINT "termin_files_termin_id_termine_id_fk" FOREIGN KEY ("termin_id") REFERENCES "public"."termine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termin_files" ADD CONSTRAINT "termin_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termine" ADD CONSTRAINT "termine_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termine" ADD CONSTRAINT "termine_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termine" ADD CONSTRAINT "termine_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termine" ADD CONSTRAINT "termine_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termine" ADD CONSTRAINT "termine_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_token_idx" ON "ical_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "termin_alarme_user_idx" ON "termin_alarme" USING btree ("user_id") WHERE seen_at IS NULL;--> statement-breakpoint
CREATE INDEX "termin_beteiligte_termin_idx" ON "termin_beteiligte" USING btree ("termin_id");--> statement-breakpoint
CREATE INDEX "termin_beteiligte_user_idx" ON "termin_beteiligte" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "termin_beteiligte_customer_idx" ON "termin_beteiligte" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "termin_files_termin_idx" ON "termin_files" USING btree ("termin_id");--> statement-breakpoint
CREATE INDEX "termine_contract_idx" ON "termine" USING btree ("contract_id","begin_at") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "termine_owner_range_idx" ON "termine" USING btree ("owner_user_id","begin_at") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "termine_customer_idx" ON "termine" USING btree ("customer_id") WHERE deleted_at IS NULL;