ALTER TABLE "scans" ADD COLUMN "content_sha256" varchar(64);--> statement-breakpoint
CREATE INDEX "scans_user_content_idx" ON "scans" USING btree ("user_id","content_sha256");