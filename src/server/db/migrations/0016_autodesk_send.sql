CREATE TABLE "autodesk_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hub_id" text,
	"hub_name" text,
	"project_id" text,
	"project_name" text,
	"type_mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autodesk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"status" varchar(16) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remote_sent_items" (
	"service" varchar(16) NOT NULL,
	"scan_id" uuid NOT NULL,
	"project_ref" text NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"remote_id" text,
	"number" text NOT NULL,
	"fingerprint" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_sent_items_service_scan_id_project_ref_item_key_pk" PRIMARY KEY("service","scan_id","project_ref","item_key")
);
--> statement-breakpoint
ALTER TABLE "autodesk_connections" ADD CONSTRAINT "autodesk_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodesk_sends" ADD CONSTRAINT "autodesk_sends_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodesk_sends" ADD CONSTRAINT "autodesk_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sent_items" ADD CONSTRAINT "remote_sent_items_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autodesk_sends_scan_started_idx" ON "autodesk_sends" USING btree ("scan_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "autodesk_sends_one_running_idx" ON "autodesk_sends" USING btree ("scan_id") WHERE "autodesk_sends"."status" in ('running', 'cancelling');