CREATE TABLE "procore_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"company_id" bigint,
	"company_name" text,
	"project_id" bigint,
	"project_name" text,
	"type_mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procore_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
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
CREATE TABLE "procore_sent_items" (
	"scan_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"remote_id" bigint,
	"number" text NOT NULL,
	"fingerprint" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procore_sent_items_scan_id_project_id_item_key_pk" PRIMARY KEY("scan_id","project_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "procore_connections" ADD CONSTRAINT "procore_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procore_sends" ADD CONSTRAINT "procore_sends_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procore_sends" ADD CONSTRAINT "procore_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procore_sent_items" ADD CONSTRAINT "procore_sent_items_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procore_sends_scan_started_idx" ON "procore_sends" USING btree ("scan_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "procore_sends_one_running_idx" ON "procore_sends" USING btree ("scan_id") WHERE "procore_sends"."status" in ('running', 'cancelling');