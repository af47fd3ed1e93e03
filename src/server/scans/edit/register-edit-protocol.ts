// Messages between a register save (PATCH /api/scans/:id) and the thread that parses, checks and compares registers.
import type { HistorySummary, ItemChange } from "../../../contract/scan-history";

export type RegisterEditInput = {
  /** The request body as received (JSON bytes). */
  body: Uint8Array;
  /** The stored register as JSON text (null when the scan has none). */
  previous: string | null;
};

export type RegisterEditResult =
  | {
      ok: true;
      /** The validated register as JSON text, keys in the schema's order (what is stored and sent back). */
      next: string;
      previousETag: string;
      nextETag: string;
      summary: HistorySummary;
      /** Every item the save edited, included or excluded (the summary names only the first 50 changes). */
      itemChanges: ItemChange[];
      changed: boolean;
    }
  /** The body is not a register the schema accepts, or holds text the database cannot store: a 400. */
  | { ok: false; message: string };
