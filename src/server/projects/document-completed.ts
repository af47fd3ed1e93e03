// What a project does when one of its documents' scans completes, in the transaction that completes it: the first
// document to find a project name or number names the project, and a new addendum, bulletin or revised issue is
// compared with the project's register (changes/compare-new-document.ts), an addendum's instructions applied.
import type { Db } from "../db/client";
import { eq } from "drizzle-orm";
import { scans, type ScanRow } from "../db/schema";
import { compareNewDocument } from "./changes/compare-new-document";
import { nameProjectFromScan } from "./project-records";

export async function documentCompleted(tx: Db, scan: ScanRow, instructionText?: string): Promise<void> {
  if (!scan.projectId || !scan.extractedData) return;
  await nameProjectFromScan(tx, scan.projectId, scan.extractedData);
  const compared = await compareNewDocument(tx, scan, instructionText);
  // Not compared: the document joins the register as read, and that reading is what later issues compare with.
  if (!compared) await tx.update(scans).set({ readRegister: scan.extractedData }).where(eq(scans.id, scan.id));
}
