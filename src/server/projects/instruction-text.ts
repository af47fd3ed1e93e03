// Which documents of a project carry instructions to apply to its register (decision 0255): an addendum or bulletin
// ("Delete Section 08 71 00 in its entirety"). Their text is read when their scan completes; others' is not.
import type { ScanRow } from "../db/schema";

export function carriesInstructions(scan: Pick<ScanRow, "documentKind">): boolean {
  return scan.documentKind === "addendum" || scan.documentKind === "bulletin";
}
