// Keyset cursors for newest-first lists ordered by (created_at, id): the last row's exact creation time (microseconds,
// as PostgreSQL keeps it) and id, opaque to clients. Offsets would slow down deep in a list and shift as rows arrive.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

export type KeysetPosition = { createdAt: string; id: string };

/** A cursor this server did not make; the HTTP layer answers it with a 400 (src/server/http/error-handler.ts). */
export class InvalidCursorError extends Error {
  constructor() {
    super("Invalid cursor");
    this.name = "InvalidCursorError";
  }
}

const positionSchema = z.tuple([z.iso.datetime({ offset: true, precision: 6 }), z.uuid()]);

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");
}

/** The position a cursor names; anything that is not a cursor this server made is refused. */
export function decodeKeysetCursor(cursor: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success) throw new InvalidCursorError();
  return { createdAt: position.data[0], id: position.data[1] };
}

/** The exact stored time as text: a JavaScript Date would drop the microseconds and skip or repeat rows. */
export function exactTimestamp(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in newest-first order; a row comparison walks a (…, created_at, id) index from there. */
export function olderThan(createdAt: PgColumn, id: PgColumn, cursor: string): SQL {
  const after = decodeKeysetCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/** Splits the `limit + 1` rows a query read into the page and the cursor of the next one (null on the last page). */
export function toKeysetPage<T extends { position: string; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ createdAt: last.position, id: last.id }) : null,
  };
}
