ALTER TABLE "project_changes" ADD COLUMN "before_read" jsonb;--> statement-breakpoint
ALTER TABLE "project_changes" ADD COLUMN "choice" varchar(20);--> statement-breakpoint
ALTER TABLE "project_changes" ADD COLUMN "field_choices" jsonb;