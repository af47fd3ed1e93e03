// The keyset cursor of the scan list: the last row's exact creation time (microseconds, as PostgreSQL keeps it) and id.
import { z } from "zod";
import { AppError } from "../http/app-error";

export type ScanListPosition = { createdAt: string; id: string };

const positionSchema = z.tuple([z.iso.datetime({ offset: true, precision: 6 }), z.uuid()]);

export function encodeScanListCursor(position: ScanListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");
}

/** The position a cursor names; anything that is not a cursor this server made is a 400. */
export function decodeScanListCursor(cursor: string): ScanListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success) throw new AppError("bad_request", "Invalid cursor");
  return { createdAt: position.data[0], id: position.data[1] };
}
