CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(500) DEFAULT '' NOT NULL,
	"number" varchar(200) DEFAULT '' NOT NULL,
	"renamed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"section" varchar(200) DEFAULT '' NOT NULL,
	"section_title" varchar(500) DEFAULT '' NOT NULL,
	"ref" varchar(100) DEFAULT '' NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"before" jsonb,
	"before_document_id" uuid,
	"after" jsonb,
	"after_index" integer,
	"applied" jsonb,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_comparisons" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"base" jsonb NOT NULL,
	"incoming" jsonb NOT NULL,
	"comparison" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "document_kind" varchar(20) DEFAULT 'volume' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "document_date" date;--> statement-breakpoint
-- Every scan made before projects existed becomes a project of its own (same id), named from its register.
INSERT INTO "projects" ("id", "user_id", "name", "number", "created_at")
	SELECT "id", "user_id", left(coalesce("extracted_data"->>'projectName', ''), 500),
		left(coalesce("extracted_data"->>'projectNumber', ''), 200), "created_at"
	FROM "scans";--> statement-breakpoint
UPDATE "scans" SET "project_id" = "id";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_document_id_scans_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_before_document_id_scans_id_fk" FOREIGN KEY ("before_document_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comparisons" ADD CONSTRAINT "project_comparisons_document_id_scans_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comparisons" ADD CONSTRAINT "project_comparisons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_changes_project_state_idx" ON "project_changes" USING btree ("project_id","state");--> statement-breakpoint
CREATE INDEX "project_changes_document_position_idx" ON "project_changes" USING btree ("document_id","position");--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_project_created_idx" ON "scans" USING btree ("project_id","created_at");