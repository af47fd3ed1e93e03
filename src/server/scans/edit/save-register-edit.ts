// Saves one edit of a scan's register in one transaction: the row is locked while it is compared and written, so two
// saves cannot both pass the same If-Match. The registers travel as JSON text: parsing, validating and comparing them
// happen in the edit thread. A save that changes something adds an entry to the scan's edit history.
import { eq, sql } from "drizzle-orm";
import { ifMatchAllows, STALE_REGISTER_MESSAGE } from "../../../contract/register-etag";
import { SCAN_NOT_FOUND } from "../../../contract/scans";
import type { Db } from "../../db/client";
import { scanHistory, scans } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { scanSummaryColumns } from "../records/scan-views";
import type { RegisterEditThread } from "./register-edit-thread";

export type SaveRegisterEditOptions = {
  db: Db;
  edits: RegisterEditThread;
  scanId: string;
  userId: string;
  /** The register as the client sent it: JSON bytes, moved to the edit thread. */
  body: Uint8Array;
  /** The request's If-Match header; without one the save goes through. */
  ifMatch: string | undefined;
};

export async function saveRegisterEdit({ db, edits, scanId, userId, body, ifMatch }: SaveRegisterEditOptions) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...scanSummaryColumns, previous: sql<string | null>`${scans.extractedData}::text` })
      .from(scans)
      .where(eq(scans.id, scanId))
      .for("update");
    if (!current) throw new AppError("not_found", SCAN_NOT_FOUND);
    const edit = await edits.check({ body, previous: current.previous });
    if (!edit.ok) throw new AppError("bad_request", edit.message);
    if (!ifMatchAllows(ifMatch, edit.previousETag)) {
      throw new AppError("precondition_failed", STALE_REGISTER_MESSAGE);
    }
    await tx
      .update(scans)
      .set({ extractedData: sql`${edit.next}::jsonb` })
      .where(eq(scans.id, scanId));
    if (edit.changed) {
      const { summary, itemChanges } = edit;
      await tx.insert(scanHistory).values({ scanId, userId, summary, itemChanges });
    }
    return { row: current, edit };
  });
}
