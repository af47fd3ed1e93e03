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

/** A line within EDGE_LINES of the top or bottom of its page, with its signature worked out once. `wordy`: the
 * signature has three letters or more (short fragments such as "a." or "1." repeat by chance; headers carry words).
 * `code`: a line of figures long enough not to repeat by chance ("10-01-17", the issue date of federal masters),
 * which counts only where it repeats exactly, digits and all. */
type EdgeLine = { line: SpecLine; sig: string; wordy: boolean; code: boolean };

const THREE_LETTERS = /[a-z][^a-z]*[a-z][^a-z]*[a-z]/;
const CODE_LINE = /^(?=(?:\D*\d){4})[\d\s./-]{6,}$/;
/** A page held in the window: its lines and, by line index, its edge lines. */
type HeldPage = { lines: SpecLine[]; edge: Map<number, EdgeLine> };

function holdPage(lines: SpecLine[]): HeldPage {
  const edge = new Map<number, EdgeLine>();
  for (const [i, line] of lines.entries()) {
    if (i < EDGE_LINES || i >= lines.length - EDGE_LINES) {
      const sig = signature(line.text);
      const wordy = THREE_LETTERS.test(sig);
      edge.set(i, { line, sig, wordy, code: !wordy && CODE_LINE.test(line.text.trim()) });
    }
  }
  return { lines, edge };
}

export class RunningLineFilter {
  private readonly pages: HeldPage[] = [];
  private released = 0;

  /** `onRunningLine` sees every dropped line (used for project info and fallback section numbers). */
  constructor(private readonly onRunningLine: RunningLineListener = () => {}) {}

  /** Adds a page; returns the pages whose neighbourhood is now complete, cleaned. */
  push(lines: SpecLine[]): SpecLine[][] {
    this.pages.push(holdPage(lines));
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
    const { lines: page, edge } = this.pages[index]!;
    const neighbours = this.pages.filter((_, i) => i !== index && Math.abs(i - index) <= WINDOW);
    const needed = neighbours.length >= 2 ? 2 : 1;
    // Only edge lines can be running lines: the rest of the page is never looked at line by line.
    const seen = new Map<number, Repeats>();
    const strong = new Set<number>();
    for (const [i, own] of edge) {
      const repeated = isOutlineHeading(own.line.text) ? { count: 0, counter: false } : repeats(own, neighbours);
      seen.set(i, repeated);
      if (isPageNumber(own.line.text) || repeated.count >= needed || repeated.counter) strong.add(i);
    }
    // A short section's footer ("PAINTING" over "09900 - 3") repeats on one other page only; next to a line that
    // is surely running, one repeat is enough.
    const running = new Set<number>();
    for (const [i, repeated] of seen)
      if (strong.has(i) || (repeated.count >= 1 && (strong.has(i - 1) || strong.has(i + 1)))) running.add(i);
    const kept =
      running.size === 0
        ? page
        : page.filter((line, i) => {
            if (running.has(i)) this.onRunningLine(line, i < EDGE_LINES);
            return !running.has(i);
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

// Sections that each start on a new page put "PART 1 - GENERAL" and "1.1 SUMMARY" at the same height on every first
// page (and a last page may hold only "END OF SECTION"), so they repeat like a header; running headers never read
// like part or article headings.
const OUTLINE_HEADING =
  /^(?:PART\s+(?:\d{1,2}|ONE|TWO|THREE|I{1,3})\b|\d{1,2}\.\d{1,2}\.?\s+[A-Z][A-Za-z]+|[-–—\s]*END\s+OF\s+SECTION\b)/i;
// A heading such as "SECTION 07 84 13" (title on the next line) differs from the next section's only in its digits.
const SECTION_HEADING = /^(?:SECTION|DOCUMENT)\s+([\d .]{5,15})/i;

function isOutlineHeading(text: string): boolean {
  return OUTLINE_HEADING.test(text.trim());
}

/** Lines match when they read the same with digits ignored; section headings only when they name the same section
 * (a running header repeats its own number). */
function signature(text: string): string {
  const digitsIgnored = text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, "");
  const section = SECTION_HEADING.exec(text.trim());
  return section ? `${section[1]!.replace(/\D/g, "")}:${digitsIgnored}` : digitsIgnored;
}

type Repeats = {
  /** Nearby pages with the same line at the same height. */
  count: number;
  /** One of them differs only in its last number, a page counter ("INTERIOR PAINTING 09 91 23 - 2"). */
  counter: boolean;
};

function repeats({ line, sig, wordy, code }: EdgeLine, pages: HeldPage[]): Repeats {
  if (!wordy && !code) return { count: 0, counter: false };
  let count = 0;
  let counter = false;
  for (const page of pages) {
    let same: SpecLine | undefined;
    for (const other of page.edge.values()) {
      if (Math.abs(other.line.y - line.y) > SAME_HEIGHT || other.sig !== sig) continue;
      if (wordy || other.line.text.trim() === line.text.trim()) {
        same = other.line;
        break;
      }
    }
    if (!same) continue;
    count++;
    counter ||= isPageCounterPair(line.text, same.text);
  }
  return { count, counter };
}

function isPageCounterPair(a: string, b: string): boolean {
  const na = a.match(/\d+/g) ?? [];
  const nb = b.match(/\d+/g) ?? [];
  if (na.length === 0 || na.length !== nb.length) return false;
  const last = na.length - 1;
  return na.slice(0, last).every((n, i) => n === nb[i]) && na[last] !== nb[last];
}
