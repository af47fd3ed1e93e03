// A page that cannot be read comes back with a `problem` instead of failing the book: damaged, or over budget.
import type * as mupdf from "mupdf";
import type { PageText } from "../../types";
import { memoryBudgetError, PageOverBudgetError } from "../budgets/page-over-budget";

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function overBudgetPage(pageNumber: number, error: Error, page: mupdf.Page): PageText {
  return { ...damagedPage(pageNumber, error, page), problem: { kind: "over_budget", detail: error.message } };
}

/** A page mupdf could not read; one whose allocation the memory budget refused is over budget instead. */
export function damagedPage(pageNumber: number, error: unknown, page?: mupdf.Page): PageText {
  const overMemory = page && memoryBudgetError(error);
  if (overMemory) return overBudgetPage(pageNumber, overMemory, page);
  let size = { width: 0, height: 0 };
  try {
    const [x0, y0, x1, y1] = page?.getBounds() ?? [0, 0, 0, 0];
    size = { width: x1 - x0, height: y1 - y0 };
  } catch {
    // The size is a nicety; the page is reported either way.
  }
  const problem = { kind: "damaged" as const, detail: describeError(error) };
  return { pageNumber, ...size, lines: [], hasTextLayer: false, ocr: false, problem };
}

/** The page over budget when the error says so, else damaged. */
export function problemPage(pageNumber: number, error: unknown, page: mupdf.Page): PageText {
  if (error instanceof PageOverBudgetError) return overBudgetPage(pageNumber, error, page);
  return damagedPage(pageNumber, error, page);
}
