CREATE TABLE "formular_antraege" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contract_id" integer,
	"broker_id" integer,
	"status" text DEFAULT 'OFFEN' NOT NULL,
	"anlegerprofil_status" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"is_signiert" boolean DEFAULT false NOT NULL,
	"document_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formular_definitionen" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_group_path" text NOT NULL,
	"form_path" text NOT NULL,
	"version" integer NOT NULL,
	"antrag_typ" text NOT NULL,
	"label" text NOT NULL,
	"sparten" text[] DEFAULT '{}'::text[] NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_uebergaben" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer NOT NULL,
	"contract_id" integer,
	"customer_id" integer,
	"anonym" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vergleichsportale" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_label" text NOT NULL,
	"item_label" text NOT NULL,
	"label_html" text,
	"company_label" text,
	"action_label" text NOT NULL,
	"path" text NOT NULL,
	"url" text NOT NULL,
	"ask_options" boolean DEFAULT true NOT NULL,
	"field_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sparten" text[] DEFAULT '{}'::text[] NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vergleichsportale_tool_label_unique" UNIQUE("tool_label")
);
--> statement-breakpoint
CREATE TABLE "versicherer_deeplinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gesellschaft_id" integer NOT NULL,
	"label" text NOT NULL,
	"url_template" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_definition_id_formular_definitionen_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."formular_definitionen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formular_antraege" ADD CONSTRAINT "formular_antraege_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uebergaben" ADD CONSTRAINT "portal_uebergaben_portal_id_vergleichsportale_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."vergleichsportale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uebergaben" ADD CONSTRAINT "portal_uebergaben_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uebergaben" ADD CONSTRAINT "portal_uebergaben_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uebergaben" ADD CONSTRAINT "portal_uebergaben_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versicherer_deeplinks" ADD CONSTRAINT "versicherer_deeplinks_gesellschaft_id_companies_id_fk" FOREIGN KEY ("gesellschaft_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formular_antraege_customer_idx" ON "formular_antraege" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "formular_antraege_contract_idx" ON "formular_antraege" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "formular_antraege_document_idx" ON "formular_antraege" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "formular_definitionen_path_version_key" ON "formular_definitionen" USING btree ("form_group_path","form_path","version");--> statement-breakpoint
CREATE INDEX "portal_uebergaben_contract_idx" ON "portal_uebergaben" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "versicherer_deeplinks_gesellschaft_idx" ON "versicherer_deeplinks" USING btree ("gesellschaft_id","sort");