// A closed account stays as an anonymous tombstone row (payments and the credit ledger are kept); this tells the
// tombstones apart from accounts someone can still sign in to, for the lists and counters that concern people.
import { ne } from "drizzle-orm";
import { users } from "../db/schema";

/** Stored in place of a password hash when an account is closed: no password verifies against it. */
export const CLOSED_ACCOUNT_HASH = "!closed";

/** The condition that keeps only accounts that have not been closed. */
export function isOpenAccount() {
  return ne(users.passwordHash, CLOSED_ACCOUNT_HASH);
}
