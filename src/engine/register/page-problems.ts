// Pages the PDF layer could not read, turned into the register's warnings (one per kind, pages as ranges).
import type { PageProblem } from "../types";
import { maxTextBytes } from "../pdf/budgets/content-text";

const MAX_LISTED_RANGES = 20;

/** "2, 7–9, 14" — at most 20 ranges, then how many more pages there are. */
export function describePageNumbers(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const page of sorted) {
    const last = ranges.at(-1);
    if (last && page === last[1] + 1) last[1] = page;
    else ranges.push([page, page]);
  }
  const listed = ranges.slice(0, MAX_LISTED_RANGES).map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`));
  const more = ranges.slice(MAX_LISTED_RANGES).reduce((sum, [from, to]) => sum + to - from + 1, 0);
  return more > 0 ? `${listed.join(", ")} and ${more} more` : listed.join(", ");
}

export class PageProblemLog {
  private readonly pages: Record<PageProblem["kind"], number[]> = {
    damaged: [],
    ocr_failed: [],
    unreadable: [],
    over_budget: [],
    timed_out: [],
    text_clipped: [],
    ocr_cut_short: [],
  };

  note(pageNumber: number, problem: PageProblem | undefined): void {
    if (problem) this.pages[problem.kind].push(pageNumber);
  }

  count(kind: PageProblem["kind"]): number {
    return this.pages[kind].length;
  }

  /** The pages noted with a problem of this kind, in the order noted. */
  pagesWith(kind: PageProblem["kind"]): number[] {
    return [...this.pages[kind]];
  }

  warnings(): string[] {
    const warnings: string[] = [];
    const { damaged, ocr_failed: ocrFailed } = this.pages;
    if (damaged.length > 0) {
      const one = damaged.length === 1;
      warnings.push(
        `${one ? "Page" : "Pages"} ${describePageNumbers(damaged)} could not be read (the PDF is damaged there) and ` +
          `${one ? "was" : "were"} skipped; submittals on ${one ? "it" : "them"} are missing from this register.`,
      );
    }
    if (ocrFailed.length > 0) {
      const one = ocrFailed.length === 1;
      warnings.push(
        `Text recognition (OCR) failed on scanned ${one ? "page" : "pages"} ${describePageNumbers(ocrFailed)}; ` +
          `submittals on ${one ? "it" : "them"} are missing from this register.`,
      );
    }
    const { unreadable, over_budget: overBudget } = this.pages;
    if (unreadable.length > 0) {
      const one = unreadable.length === 1;
      warnings.push(`${one ? "Page" : "Pages"} ${describePageNumbers(unreadable)}: no readable text (skipped).`);
    }
    if (overBudget.length > 0) {
      const one = overBudget.length === 1;
      warnings.push(
        `${one ? "Page" : "Pages"} ${describePageNumbers(overBudget)}: too large to read (skipped); ` +
          `a page may not hold more than 100 million image pixels, 10 million pattern tiles or 128 MB of drawing instructions.`,
      );
    }
    const { timed_out: timedOut } = this.pages;
    if (timedOut.length > 0) {
      const one = timedOut.length === 1;
      warnings.push(
        `${one ? "Page" : "Pages"} ${describePageNumbers(timedOut)}: took too long to read (skipped); ` +
          `submittals on ${one ? "it" : "them"} are missing from this register.`,
      );
    }
    const { text_clipped: clipped } = this.pages;
    if (clipped.length > 0) {
      const one = clipped.length === 1;
      warnings.push(
        `${one ? "Page" : "Pages"} ${describePageNumbers(clipped)}: more text than a page of a specification holds; ` +
          `only the first ${maxTextBytes >> 10} KB of ${one ? "it" : "each"} were read.`,
      );
    }
    const { ocr_cut_short: cutShort } = this.pages;
    if (cutShort.length > 0) {
      const one = cutShort.length === 1;
      warnings.push(
        `${one ? "Page" : "Pages"} ${describePageNumbers(cutShort)}: text recognition (OCR) was cut short (the scan is too noisy ` +
          `to read in full within what OCR may cost a page); submittals on ${one ? "it" : "them"} may be missing from this register.`,
      );
    }
    return warnings;
  }
}
