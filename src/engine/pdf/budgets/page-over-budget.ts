// A page over budget: the error it is skipped with, and its content decoded within the cap one page may use.
import type * as mupdf from "mupdf";
import { DecodeMemoryError, decodeWithCap } from "./decode-stream";

/** Decompressed content-stream bytes of one page; spec pages use kilobytes, dense drawing sheets tens of megabytes. */
export const maxContentBytes = 128 * 1024 * 1024;

export class PageOverBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageOverBudgetError";
  }
}

/**
 * mupdf's report of an allocation refused by the memory budget (see mupdf-memory-budget.ts) as a page over budget,
 * or undefined for any other error.
 */
export function memoryBudgetError(error: unknown): PageOverBudgetError | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!/malloc \(\d+ bytes\) failed|out of memory/i.test(message)) return undefined;
  return new PageOverBudgetError("drawing it needs more memory than the scanner allows for one page");
}

/**
 * A content stream decoded up to `maxContentBytes` ("over" past it); running out of the shared memory budget is the
 * page over budget, and a filter the scanner does not read fails the page.
 */
export function decodeContent(stream: mupdf.PDFObject): Buffer | "over" | undefined {
  let decoded;
  try {
    decoded = decodeWithCap(stream, maxContentBytes);
  } catch (error) {
    if (error instanceof DecodeMemoryError) throw new PageOverBudgetError(error.message);
    throw error;
  }
  if (decoded && typeof decoded === "object" && "unsupported" in decoded) {
    throw new Error(
      `its drawing instructions are encoded with ${decoded.unsupported}, which the scanner does not read`,
    );
  }
  return decoded;
}
