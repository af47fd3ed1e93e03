// What a project does when one of its documents' scans completes, in the transaction that completes it: the first
// document to find a project name or number names the project.
import type { Db } from "../db/client";
import type { ScanRow } from "../db/schema";
import { nameProjectFromScan } from "./project-records";

export async function documentCompleted(tx: Db, scan: ScanRow): Promise<void> {
  if (!scan.projectId || !scan.extractedData) return;
  await nameProjectFromScan(tx, scan.projectId, scan.extractedData);
}
