// Best-effort project name and number from title pages and running headers. A wrong name is worse than none,
// so a name comes only from, in order of trust: a labelled line ("Project: …"), the line after "PROJECT MANUAL" /
// "FOR" on a cover page, or the running-header text left once numbers, page counters and section titles are
// removed — the one repeated on most pages, because the project name runs on every page and a section title
// only on its own section's pages. Deep inside a book a line that repeats is as likely a data sheet's or table's
// ("Bus Powered" on a hundred instrument sheets): beyond the first pages, a header or labelled line counts only when
// it runs on at least two pages in five of the book (alternate pages may carry the section title instead).

export type ProjectInfo = { projectName?: string; projectNumber?: string };

/** A line of the first page, with what tells a name set over two lines from the line under it. */
export type CoverLine = { text: string; gapBefore: boolean; height: number };

// "Project No. 2024-117", "Owner's Project Number: X-12", "Job No. 4411", "Comm. No. 2210", "Contract No. 7".
// A bare "Contract 2025-03" counts only with a separator in the value, so prose like "Contract 2" does not.
const NUMBER =
  /\b(?:(?:Owner'?s\s+)?(?:Project|Job|Comm(?:ission)?\.?|Contract)\s*(?:No\.?|Number|#)\s*[:.]?\s*([A-Z0-9][A-Z0-9.\-/]{1,30})|Contract\s+(\d+[-./][A-Z0-9.\-/]{1,28}))/gi;
const NAME = /^Project(?:\s+Name)?\s*:\s*(.{3,120})$/i;
// Lines after which a cover page names the project.
const COVER_LEAD =
  /^(?:(?:PROJECT MANUAL|SPECIFICATIONS|CONTRACT DOCUMENTS|TECHNICAL SPECIFICATIONS)(?:\s+FOR)?|FOR)$/i;
// A section number with its page counter ("08 90 00 - 1", "230910 - 1 of 6", "22 0700-1") and "Page 3 of 7".
const PAGE_MARK = /\b\d{2}\s?\d{2}\s?\d{2}(?:\.\d{2})?\s*[-–]\s*\d+(?:\s+of\s+\d+)?\b|\bPage\s+\d+(?:\s+of\s+\d+)?\b/gi;
// A bare code at either end of a header ("Harbor View Library 2024-031", "06-01-13 …", "W912DY-24-C-0031"): a
// project or contract number or a date without a label, too unsure to report as the number, but it separates the
// header's parts like a gap does.
const CODE = String.raw`(?=[A-Z0-9]*\d)[A-Z0-9]+(?:[-./][A-Z0-9]+)+`;
const BARE_CODE = new RegExp(String.raw`^\s*${CODE}(?=\s|$)|(?<=^|\s)${CODE}\s*$`, "g");
// Header parts are separated by a bar, a wide gap or a spaced dash.
const PART_SEPARATOR = /\s*\|\s*|\s{2,}|\t|\s+[-–—]\s+/;
// Headings, document words and page furniture that stand where a name would.
const NOT_A_NAME =
  /^(?:SECTION|DIVISION|PART|END OF|PAGE|TABLE OF CONTENTS|PROJECT MANUAL|SPECIFICATIONS?|CONTRACT DOCUMENTS|ISSUED?|BID|ADDENDUM|REVISION|DRAFT)\b/i;
// Firm lines (architect, engineer) often share the header; skipping them is safer than telling them apart.
const FIRM =
  /\b(?:Inc|LLC|LLP|PLLC|Ltd|Corp|P\.?C|Architects?|Architecture|Engineers?|Engineering|Associates|Consult\w*)\b/i;
// "Riverside, CA", "Atlanta, Georgia": the address line under the name.
const PLACE = /,\s*[A-Za-z.]+(?:\s+[A-Za-z.]+)?$/;
const SMALL_WORDS = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "&"]);
/** Cover, title and contents pages: what they name is the book's. */
export const FRONT_PAGES = 3;
/** Beyond the front pages a header names the book only when it runs on this share of its pages. */
const BOOK_SHARE = 0.4;

/** The pages a value was seen on: how many, and whether one was a front page. */
type Seen = { pages: number; lastPage: number; front: boolean };

function see(map: Map<string, Seen>, value: string, page: number): void {
  const seen = map.get(value);
  if (!seen) map.set(value, { pages: 1, lastPage: page, front: page <= FRONT_PAGES });
  else if (seen.lastPage !== page) {
    seen.pages++;
    seen.lastPage = page;
  }
}

/** The text as a project name, or undefined when it does not look like one. */
function asName(text: string): string | undefined {
  const t = text
    .replace(/\s+/g, " ")
    .replace(/[,;:]$/, "")
    .trim();
  const words = t.split(" ");
  if (/\d/.test(t) || words.length < 2 || words.length > 12 || t.replace(/[^A-Za-z]/g, "").length < 6) return;
  if (NOT_A_NAME.test(t) || FIRM.test(t) || PLACE.test(t) || /[.:]$/.test(text.trim())) return;
  // Capitals or title case only: a sentence of body text is not a name.
  if (!words.every((w) => SMALL_WORDS.has(w.toLowerCase()) || /^[A-Z(]/.test(w))) return;
  return t;
}

const isUpperCase = (text: string) => !/[a-z]/.test(text);

function continuesName(previous: CoverLine, line: CoverLine): boolean {
  if (line.gapBefore || asName(line.text) === undefined) return false;
  const sameSize = Math.abs(line.height - previous.height) <= Math.max(previous.height, line.height) * 0.1;
  return sameSize && isUpperCase(line.text) === isUpperCase(previous.text);
}

export class ProjectInfoCollector {
  /** Labelled numbers and names in the order first seen, with the pages they ran on. */
  private readonly numbers = new Map<string, Seen>();
  private readonly labelledNames = new Map<string, Seen>();
  private coverName?: string;
  private afterCoverLead = false;
  /** The cover line that gave (or last extended) the name, while the next line may still continue it. */
  private coverNameLine?: CoverLine;
  /** Header parts not yet cleaned of section titles, with the pages that carried them. */
  private readonly headerParts = new Map<string, Seen>();
  private lastPage = 0;

  /**
   * Any line from a title page or running header or footer, with its page (each call without one counts as a page
   * of its own).
   */
  noteLine(text: string, page = this.lastPage + 1): void {
    this.lastPage = Math.max(this.lastPage, page);
    const t = text.trim();
    for (const m of t.matchAll(NUMBER)) {
      const value = (m[1] ?? m[2])!.replace(/[.,/-]+$/, "");
      if (/\d/.test(value)) {
        see(this.numbers, value, page);
        break;
      }
    }
    const name = NAME.exec(t)?.[1]?.trim();
    if (name) see(this.labelledNames, name, page);
  }

  /**
   * A line of the first page in reading order: a cover page names the project after "PROJECT MANUAL" / "FOR". A name
   * set over two or three lines continues on the lines right under it (no space between) in the same size and case.
   */
  noteCoverLine(line: CoverLine): void {
    this.noteLine(line.text, 1);
    const t = line.text.trim();
    const previous = this.coverNameLine;
    this.coverNameLine = undefined;
    if (COVER_LEAD.test(t)) this.afterCoverLead = true;
    else if (this.afterCoverLead && !this.coverName) {
      this.coverName = asName(t);
      if (this.coverName) this.coverNameLine = line;
    } else if (previous && this.coverName && continuesName(previous, line)) {
      const joined = asName(`${this.coverName} ${t}`);
      if (joined) {
        this.coverName = joined;
        this.coverNameLine = line;
      }
    }
  }

  /** A running header line at the top of a page. */
  noteHeader(text: string, page = this.lastPage + 1): void {
    this.noteLine(text, page);
    const rest = text.replace(NUMBER, "  ").replace(PAGE_MARK, "  ").replace(BARE_CODE, "  ");
    for (const part of rest.split(PART_SEPARATOR)) {
      const p = part.trim();
      if (p) see(this.headerParts, p, page);
    }
  }

  /**
   * `sectionTitles` are removed from header text first, so "PROJECT NAME  SECTION TITLE" gives the name.
   * `pageCount`: the book's pages (default: the last page seen).
   */
  result(sectionTitles: readonly string[] = [], pageCount = this.lastPage): ProjectInfo {
    const minPages = Math.max(1, Math.ceil(pageCount * BOOK_SHARE));
    const ofBook = (seen: Seen) => seen.front || seen.pages >= minPages;
    const first = (map: Map<string, Seen>) => [...map].find(([, seen]) => ofBook(seen))?.[0];
    const name = first(this.labelledNames) ?? this.coverName ?? this.headerName(sectionTitles, minPages);
    const number = first(this.numbers);
    return {
      ...(name ? { projectName: name } : {}),
      ...(number ? { projectNumber: number } : {}),
    };
  }

  private headerName(sectionTitles: readonly string[], minPages: number): string | undefined {
    // One title per section and per "SECTION …" line of every page: upper-cased once, not once per header part.
    const titles = sectionTitles
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .map((title) => ({ title, upper: title.toUpperCase() }));
    const upperTitles = new Set(titles.map(({ upper }) => upper));
    const counts = new Map<string, number>();
    for (const [part, seen] of this.headerParts) {
      // A line repeated on data sheets or tables deep inside the book is not its running header.
      if (seen.pages < minPages) continue;
      const n = seen.pages;
      let t = part;
      let upper = t.toUpperCase();
      for (const { title, upper: titleUpper } of titles) {
        if (upper === titleUpper) continue;
        const replaced = t.replace(title, " ");
        if (replaced !== t) upper = (t = replaced).toUpperCase();
      }
      // A header part that is a section title on its own is never the name.
      if (upperTitles.has(upper)) continue;
      const name = asName(t);
      if (name) counts.set(name, (counts.get(name) ?? 0) + n);
    }
    let best: string | undefined;
    for (const [name, n] of counts) if (best === undefined || n > counts.get(best)!) best = name;
    return best;
  }
}
