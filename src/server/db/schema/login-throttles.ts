import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins per account, shared by every web process (src/server/auth/login-throttle.ts, decision 0263).
 * Keyed by the sha256 of the e-mail typed, whether or not an account has it, so the answers never tell which
 * addresses are registered and the table holds no address in clear.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    accountKey: varchar("account_key", { length: 64 }).primaryKey(),
    /** Password checks since the counter last started, none of them successful. */
    failures: integer("failures").notNull(),
    /** No password is checked for the account before this time; null while under the limit. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    /** When the row is forgotten: the window after the last failure or the end of the wait, whichever is later. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_throttles_expires_at_idx").on(t.expiresAt)],
);
