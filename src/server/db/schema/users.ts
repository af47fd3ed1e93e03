import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    /** sha256 of the reset token; the token itself is only ever in the e-mail. */
    resetToken: varchar("reset_token", { length: 128 }),
    resetTokenExpiry: timestamp("reset_token_expiry", { withTimezone: true }),
    /** Set when the owner of the address proved it (verification link, password reset) or an operator vouched for it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** sha256 of the e-mail verification token; like the reset token, the token itself is only in the e-mail. */
    verifyToken: varchar("verify_token", { length: 128 }),
    verifyTokenExpiry: timestamp("verify_token_expiry", { withTimezone: true }),
    credits: integer("credits").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("users_credits_non_negative", sql`${t.credits} >= 0`)],
);
export type UserRow = typeof users.$inferSelect;
