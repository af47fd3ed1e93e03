import { sql } from "drizzle-orm";
import { index, uniqueIndex, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export const creditLedgerKind = pgEnum("credit_ledger_kind", ["purchase", "scan", "refund", "admin_grant"]);

/** Audit trail: one row per change of users.credits, written in the same transaction as the change. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    kind: creditLedgerKind("kind").notNull(),
    /** What the change is about: a scan id, a payment id. A refund's reference is unique per scan. */
    reference: varchar("reference", { length: 255 }),
    reason: text("reason"),
    /** Who made the change (the admin's user id for grants; null for the system). */
    actorId: uuid("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
    // A scan is refunded at most once, and a payment credited at most once, whatever retries or replays happen.
    uniqueIndex("credit_ledger_once_idx")
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('refund', 'purchase')`),
  ],
);
