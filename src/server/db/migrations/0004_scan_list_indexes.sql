DROP INDEX "scans_user_created_idx";--> statement-breakpoint
CREATE INDEX "scans_user_created_id_idx" ON "scans" USING btree ("user_id","created_at","id");