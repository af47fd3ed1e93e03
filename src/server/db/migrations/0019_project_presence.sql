-- Who has a project open now, one row per open presence socket, whichever web process holds it (decision 0314).
-- A row past its expires_at belongs to a process that died and is deleted by any other.
CREATE TABLE "project_presence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"process_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_presence" ADD CONSTRAINT "project_presence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_presence" ADD CONSTRAINT "project_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_presence_project_idx" ON "project_presence" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_presence_process_idx" ON "project_presence" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "project_presence_expires_idx" ON "project_presence" USING btree ("expires_at");