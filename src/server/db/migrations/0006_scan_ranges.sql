CREATE TABLE "scan_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"first_page" integer NOT NULL,
	"last_page" integer NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"storage_key" varchar(255),
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scan_ranges" ADD CONSTRAINT "scan_ranges_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_ranges_scan_first_page_idx" ON "scan_ranges" USING btree ("scan_id","first_page");