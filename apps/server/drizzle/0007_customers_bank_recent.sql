CREATE SEQUENCE "public"."customer_kundennr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kontoinhaber" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"bank" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_views" (
	"user_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_views_user_id_record_type_record_id_pk" PRIMARY KEY("user_id","record_type","record_id")
);
--> statement-breakpoint
DROP INDEX "customers_broker_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobil" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anzahl_vertraege" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "jahresbeitrag_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_idx" ON "bank_accounts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_idx" ON "bank_accounts" USING btree ("customer_id") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "recent_views_user_idx" ON "recent_views" USING btree ("user_id","record_type","viewed_at");--> statement-breakpoint
CREATE INDEX "contracts_hauptfaelligkeit_idx" ON "contracts" USING btree ("hauptfaelligkeit","id");--> statement-breakpoint
CREATE INDEX "customers_ort_idx" ON "customers" USING btree (lower("ort"),"id");--> statement-breakpoint
CREATE INDEX "customers_anzahl_idx" ON "customers" USING btree ("anzahl_vertraege","id");--> statement-breakpoint
CREATE INDEX "customers_jahresbeitrag_idx" ON "customers" USING btree ("jahresbeitrag_cents","id");--> statement-breakpoint
CREATE INDEX "customers_broker_idx" ON "customers" USING btree ("broker_id","id");