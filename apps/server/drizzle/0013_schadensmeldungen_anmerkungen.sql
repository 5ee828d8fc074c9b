CREATE SEQUENCE "public"."damage_report_nr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "damage_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"damage_report_id" integer NOT NULL,
	"datum" date NOT NULL,
	"betrag_cents" bigint NOT NULL,
	"empfaenger" text NOT NULL,
	"vermerk" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "damage_payments_amount_check" CHECK ("damage_payments"."betrag_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"schadennr" text NOT NULL,
	"sparte_id" integer,
	"meldedatum" date NOT NULL,
	"ereignisdatum" date,
	"schadensursache" text NOT NULL,
	"bearbstand" text NOT NULL,
	"schadenort" text,
	"schilderung" text,
	"schadenhoehe_cents" bigint,
	"reserve_cents" bigint,
	"versicherer_schadennr" text,
	"gemeldet_von_kunde" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"merged_into_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "damage_reports_money_check" CHECK ("damage_reports"."schadenhoehe_cents" >= 0 AND "damage_reports"."reserve_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "damage_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"damage_report_id" integer NOT NULL,
	"bearbstand" text NOT NULL,
	"previous" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"damage_report_id" integer,
	"datum" date NOT NULL,
	"betreff" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"sichtbar" text NOT NULL,
	"ersteller" text NOT NULL,
	"created_by_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notes_sichtbar_check" CHECK ("notes"."sichtbar" IN ('POOL', 'MAKLER', 'KUNDE', 'INTERN'))
);
--> statement-breakpoint
ALTER TABLE "damage_payments" ADD CONSTRAINT "damage_payments_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_payments" ADD CONSTRAINT "damage_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_payments" ADD CONSTRAINT "damage_payments_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_sparte_id_branches_id_fk" FOREIGN KEY ("sparte_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_merged_into_id_damage_reports_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."damage_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_status_history" ADD CONSTRAINT "damage_status_history_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_status_history" ADD CONSTRAINT "damage_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_payments_report_idx" ON "damage_payments" USING btree ("damage_report_id","datum","id");--> statement-breakpoint
CREATE INDEX "damage_reports_contract_melde_idx" ON "damage_reports" USING btree ("contract_id","meldedatum","id") WHERE "damage_reports"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "damage_reports_contract_ereignis_idx" ON "damage_reports" USING btree ("contract_id","ereignisdatum","id") WHERE "damage_reports"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "damage_reports_customer_new_idx" ON "damage_reports" USING btree ("created_at","id") WHERE "damage_reports"."gemeldet_von_kunde" AND "damage_reports"."bearbstand" = 'GEMELDET' AND "damage_reports"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "damage_status_history_report_idx" ON "damage_status_history" USING btree ("damage_report_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "notes_contract_idx" ON "notes" USING btree ("contract_id","datum","id") WHERE "notes"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notes_damage_report_idx" ON "notes" USING btree ("damage_report_id","datum","id") WHERE "notes"."removed_at" IS NULL AND "notes"."damage_report_id" IS NOT NULL;