CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "damage_reports_contract_idx" ON "damage_reports" USING btree ("contract_id");