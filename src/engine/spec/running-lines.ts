// Drops running page headers and footers: lines near the top or bottom of a page that repeat, at the same height,
// on nearby pages (digits ignored, so "03 30 00-4" matches "03 30 00-5"), and bare page-number lines.
// Works on a sliding window of pages so a whole book is never held in memory.
import type { SpecLine } from "./spec-line";

const EDGE_LINES = 4;
const WINDOW = 4;
const SAME_HEIGHT = 4;
const PAGE_NUMBER = [
  /^(?:page\s*)?[-–]?\s*\d{1,4}\s*[-–]?(?:\s*of\s*\d{1,4})?$/i,
  /^[\d .]{5,12}\s*[-–]\s*\d{1,4}(?:\s*of\s*\d{1,4})?$/i,
  /^[A-Z]{0,3}\s?\d{1,3}\s*[-–]\s*\d{1,4}$/,
];

/** `atTop`: the line was a header (true) or a footer (false). */
export type RunningLineListener = (line: SpecLine, atTop: boolean) => void;

export class RunningLineFilter {
  private readonly pages: SpecLine[][] = [];
  private released = 0;

  /** `onRunningLine` sees every dropped line (used for project info and fallback section numbers). */
  constructor(private readonly onRunningLine: RunningLineListener = () => {}) {}

  /** Adds a page; returns the pages whose neighbourhood is now complete, cleaned. */
  push(lines: SpecLine[]): SpecLine[][] {
    this.pages.push(lines);
    const out: SpecLine[][] = [];
    while (this.released + WINDOW < this.pages.length) out.push(this.release());
    return out;
  }

  flush(): SpecLine[][] {
    const out: SpecLine[][] = [];
    while (this.released < this.pages.length) out.push(this.release());
    return out;
  }

  private release(): SpecLine[] {
    const index = this.released;
    const page = this.pages[index]!;
    const neighbours = this.pages.filter((_, i) => i !== index && Math.abs(i - index) <= WINDOW);
    const needed = neighbours.length >= 2 ? 2 : 1;
    const kept = page.filter((line, i) => {
      const atEdge = i < EDGE_LINES || i >= page.length - EDGE_LINES;
      if (!atEdge) return true;
      const running = isPageNumber(line.text) || repeats(line, neighbours) >= needed;
      if (running) this.onRunningLine(line, i < EDGE_LINES);
      return !running;
    });
    this.released++;
    // Keep only the pages a later release still compares against.
    const drop = this.released - WINDOW;
    if (drop > 0) {
      this.pages.splice(0, drop);
      this.released -= drop;
    }
    return kept;
  }
}

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.some((re) => re.test(text.trim()));
}

function signature(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, "");
}

function repeats(line: SpecLine, pages: SpecLine[][]): number {
  const sig = signature(line.text);
  // Short fragments such as "a." or "1." repeat by chance; headers carry words.
  if ((sig.match(/[a-z]/g) ?? []).length < 3) return 0;
  let count = 0;
  for (const page of pages) {
    const edge = [...page.slice(0, EDGE_LINES), ...page.slice(Math.max(EDGE_LINES, page.length - EDGE_LINES))];
    if (edge.some((l) => Math.abs(l.y - line.y) <= SAME_HEIGHT && signature(l.text) === sig)) count++;
  }
  return count;
}
