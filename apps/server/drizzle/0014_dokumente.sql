CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"lineage_id" integer,
	"version_no" integer DEFAULT 1 NOT NULL,
	"blob_hash" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text NOT NULL,
	"original_file_name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"broker_id" integer,
	"customer_id" integer,
	"contract_id" integer,
	"damage_report_id" integer,
	"node_id" text NOT NULL,
	"bezeichnung" text NOT NULL,
	"datum" date NOT NULL,
	"bemerkung" text,
	"kunden_freigabe" boolean DEFAULT false NOT NULL,
	"vorlage_status" text,
	"signatur_status" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_bundles" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_ids" integer[] NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_bundles" ADD CONSTRAINT "download_bundles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "document_files_current_idx" ON "document_files" USING btree ("document_id","id") WHERE "document_files"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "document_files_blob_idx" ON "document_files" USING btree ("blob_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_lineage_version_idx" ON "document_files" USING btree ("lineage_id","version_no");--> statement-breakpoint
CREATE INDEX "documents_contract_node_idx" ON "documents" USING btree ("contract_id","node_id","datum","id");--> statement-breakpoint
CREATE INDEX "documents_damage_node_idx" ON "documents" USING btree ("damage_report_id","node_id","datum","id");--> statement-breakpoint
CREATE INDEX "documents_customer_node_idx" ON "documents" USING btree ("customer_id","node_id","datum","id");--> statement-breakpoint
CREATE INDEX "documents_broker_node_idx" ON "documents" USING btree ("broker_id","node_id","datum","id");