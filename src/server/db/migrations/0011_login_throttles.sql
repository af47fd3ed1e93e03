CREATE TABLE "login_throttles" (
	"account_key" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttles_expires_at_idx" ON "login_throttles" USING btree ("expires_at");