// What accepting one change did to the registers of a project's documents, kept with the change so undo puts back
// exactly what was there.
import type { Submittal } from "../../../contract/submittal";

export type AppliedChange = {
  /** The register's item taken out (changed, removed): the document it was in, its place there, and the item. */
  taken?: { documentId: string; index: number; item: Submittal };
  /** The item put in (added, changed): the document it went into, its place there, and the item as inserted. */
  put?: { documentId: string; index: number; item: Submittal };
};
