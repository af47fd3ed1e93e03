ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verify_token" varchar(128);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verify_token_expiry" timestamp with time zone;