CREATE TABLE "datenimport_eintraege" (
	"import_id" integer NOT NULL,
	"lfd" integer NOT NULL,
	"art" text NOT NULL,
	"daten" jsonb NOT NULL,
	CONSTRAINT "datenimport_eintraege_import_id_art_lfd_pk" PRIMARY KEY("import_id","art","lfd")
);
--> statement-breakpoint
CREATE TABLE "datenimport_spalten_zuordnungen" (
	"quelle" text PRIMARY KEY NOT NULL,
	"zuordnung" jsonb NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datenimport_vertraege" (
	"import_id" integer NOT NULL,
	"lfd" integer NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"nummer" text NOT NULL,
	"contract_id" integer,
	"contract_version" integer,
	"customer_id" integer,
	"customer_version" integer,
	CONSTRAINT "datenimport_vertraege_import_id_lfd_pk" PRIMARY KEY("import_id","lfd")
);
--> statement-breakpoint
CREATE TABLE "datenimport_vu_zuordnungen" (
	"vu_nummer" text PRIMARY KEY NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datenimporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"fortschritt" integer DEFAULT 0 NOT NULL,
	"dateien" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spalten_zuordnung" jsonb,
	"bericht" jsonb,
	"fingerprint" text,
	"fehler_text" text,
	"uebernommen_am" timestamp with time zone,
	"lauf" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datenimport_eintraege" ADD CONSTRAINT "datenimport_eintraege_import_id_datenimporte_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."datenimporte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimport_spalten_zuordnungen" ADD CONSTRAINT "datenimport_spalten_zuordnungen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimport_vertraege" ADD CONSTRAINT "datenimport_vertraege_import_id_datenimporte_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."datenimporte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimport_vu_zuordnungen" ADD CONSTRAINT "datenimport_vu_zuordnungen_gesellschaft_id_companies_id_fk" FOREIGN KEY ("gesellschaft_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimport_vu_zuordnungen" ADD CONSTRAINT "datenimport_vu_zuordnungen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimporte" ADD CONSTRAINT "datenimporte_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datenimporte" ADD CONSTRAINT "datenimporte_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datenimporte_user_idx" ON "datenimporte" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "contracts_gesellschaft_nummer_idx" ON "contracts" USING btree ("gesellschaft_id","nummer");