// Best-effort project name and number from title pages and running headers and footers. A wrong name is worse than
// none, so a name comes only from, in order of trust: a labelled line ("Project: …"), the line after "PROJECT MANUAL"
// / "FOR" on a cover page, the running-header or -footer text left once numbers, page counters and section titles
// are removed — the one repeated on most pages, because the project name runs on every page and a section title
// only on its own section's pages — or else the cover's title block (its largest text, else its first block of
// lines). Deep inside a book a line that repeats is as likely a data sheet's or table's ("Bus Powered" on a hundred
// instrument sheets): beyond the first pages, a running line counts only when it runs on at least two pages in five
// of the book (alternate pages may carry the section title instead) and from the book's first part to its last.
// A volume subtitle ("General, Mechanical and Electrical Construction") or an owner ("City of …") is never the name,
// nor is a title-block label ("Project Title"); every line of the title block under the name's first belongs to it.
// The project's own number comes before the number of the contract or order it is bought under.

export type ProjectInfo = { projectName?: string; projectNumber?: string };

/** A line of the first page, with what tells a name set over two lines from the line under it. */
export type CoverLine = { text: string; gapBefore: boolean; height: number; page?: number };

// "Project No. 2024-117", "Owner's Project Number: X-12", "Job No. 4411", "Comm. No. 2210", "Contract No. 7",
// "Solicitation No. W912DY-25-R-0007", "Task Order No. 12". A bare "Contract 2025-03" counts only with a separator in
// the value, so prose like "Contract 2" does not; "Project P-946" names a project by its P-number.
const NUMBER =
  /\b(?:(?:Owner'?s\s+)?(Project|Job|Comm(?:ission)?\.?|Contract|Solicitation|(?:Work|Task|Delivery)\s+Order)\s*(?:No\.?|Number|#)\s*[:.]?\s*([A-Z0-9][A-Z0-9.\-/]{1,30})|Contract\s+(\d+[-./][A-Z0-9.\-/]{1,28})|Project\s+(P-\d{2,5}[A-Z]?)\b)/gi;
const HAS_NUMBER = new RegExp(NUMBER.source, "i");
// The number of the contract or order the work is bought under: the project number only when the book names none.
const CONTRACT_LABEL = /^(?:Contract|Solicitation|(?:Work|Task|Delivery)\s+Order)$/i;
// A military construction project's own number ("P-946"), printed bare on the cover.
const P_NUMBER = /(?<![\w-])P-\d{2,5}[A-Z]?(?![\w-])/;
const NAME = /^Project(?:\s+(?:Name|Title))?\s*:\s*(.{3,120})$/i;
// The label of a cover's title block, alone on its line or before the name: "Project Title", "Project Name",
// "Project:", "Title:". It is never part of the name.
const COVER_LABEL = /^(?:Project\s+(?:Title|Name)\s*:?|Project\s*:|(?:Project\s+)?Title\s*:)\s*/i;
// A line of a name ending on a joining word or mark runs on to the next, whatever its spacing or size: "TRUMBULL
// VETERANS &" / "FIRST RESPONDERS CENTER".
const RUNS_ON = /(?:[&,\-–]|\b(?:and|of|for|the|at|on|in))\s*$/i;
const MONTH =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?\s*\d/i;
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
// What a volume of the book holds, not what the project is called: "General, Mechanical and Electrical
// Construction", "Architectural Specifications", "Volume 2 of 3".
const TRADES = String.raw`(?:general|architectural|structural|civil|mechanical|electrical|plumbing|fire protection|hvac|site|landscape|process|instrumentation|technical)`;
const VOLUME_SUBTITLE = new RegExp(
  String.raw`^(?:volume|vol\.|book|part)\b|^(?:${TRADES}[\s,&]*(?:and\s+)?)+(?:construction|work|trades|requirements|specifications?|contracts?|documents|packages?|divisions?)?$`,
  "i",
);
// The owner above the name on many covers: "City of Riverbend", "County of Alder", "State of …".
const OWNER =
  /^(?:the\s+)?(?:city|county|town|village|state|commonwealth|district|board|department|university|port)\s+of\b/i;
// A date, which a bare code in a running line may be ("06-01-13", "2025-03-14").
const DATE_CODE = /^(?:\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}[-./]\d{1,2}[-./]\d{1,2})$/;
/** The share of the book's pages, from its first running line to its last, that a running name must span. */
const BOOK_SPAN = 0.6;
/** The cover's largest text is its title only when it is clearly larger than the rest. */
const TITLE_SIZE = 1.15;
/** Lines after "PROJECT MANUAL" / "FOR" in which the name must begin. */
const LEAD_REACH = 3;
const SMALL_WORDS = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "&"]);
/** Cover, title and contents pages: what they name is the book's. */
export const FRONT_PAGES = 3;
/** Beyond the front pages a header names the book only when it runs on this share of its pages. */
const BOOK_SHARE = 0.4;

/** The pages a value was seen on: how many, the first and last, and whether one was a front page. */
type Seen = { pages: number; firstPage: number; lastPage: number; front: boolean };

function see(map: Map<string, Seen>, value: string, page: number): void {
  const seen = map.get(value);
  if (!seen) map.set(value, { pages: 1, firstPage: page, lastPage: page, front: page <= FRONT_PAGES });
  else if (seen.lastPage !== page) {
    seen.pages++;
    seen.lastPage = page;
  }
}

/**
 * The text as a project name, or undefined when it does not look like one. `digits`: a line of a cover's title block
 * may carry a year or a phase ("Remodeling 2024", "Phase 2") after its words, never an address, date or phone.
 */
function asName(text: string, minWords = 2, digits = false): string | undefined {
  const t = text
    .replace(/\s+/g, " ")
    .replace(/[,;:]$/, "")
    .trim();
  const words = t.split(" ");
  if (digits ? !digitsOfAName(t) : /\d/.test(t)) return;
  if (words.length < minWords || words.length > 12 || t.replace(/[^A-Za-z]/g, "").length < 6) return;
  if (NOT_A_NAME.test(t) || FIRM.test(t) || PLACE.test(t) || /[.:]$/.test(text.trim())) return;
  if (VOLUME_SUBTITLE.test(t) || OWNER.test(t) || /^[A-Z0-9]{1,3}[.)]\s/.test(t)) return;
  // Capitals or title case only: a sentence of body text is not a name.
  if (!words.every((w) => SMALL_WORDS.has(w.toLowerCase()) || /^[A-Z(]/.test(w) || (digits && /^\d/.test(w)))) return;
  return t;
}

/** Numbers a name may carry: a year or a phase after its first word, not a street number, date, phone or label. */
function digitsOfAName(text: string): boolean {
  if (!/\d/.test(text)) return true;
  if (/^\S*\d/.test(text) || MONTH.test(text) || /\d[\s.)-]*\d{3}[\s.-]\d{4}/.test(text)) return false;
  if (HAS_NUMBER.test(text)) return false;
  return text.split(" ").every((w) => !/\d/.test(w) || /^(?:(?:19|20)\d{2}|\d{1,2})$/.test(w));
}

/** The cover line without its title-block label; "" when the line is only the label. */
function withoutLabel(text: string): string | undefined {
  const label = COVER_LABEL.exec(text);
  return label ? text.slice(label[0].length).trim() : undefined;
}

const isUpperCase = (text: string) => !/[a-z]/.test(text);

/**
 * Whether `line` carries on the name `previous` began: a line that stops on "&", "and", "of", "-" or "," always
 * does; else a line set right under it (no space between) in the same size and case.
 */
function continuesName(previous: CoverLine, line: CoverLine): boolean {
  if (asName(line.text, 1, true) === undefined) return false;
  if (RUNS_ON.test(previous.text)) return true;
  if (line.gapBefore) return false;
  const sameSize = Math.abs(line.height - previous.height) <= Math.max(previous.height, line.height) * 0.1;
  return sameSize && isUpperCase(line.text) === isUpperCase(previous.text);
}

export class ProjectInfoCollector {
  /** Labelled numbers and names in the order first seen, with the pages they ran on. */
  private readonly numbers = new Map<string, Seen>();
  /** Numbers of the contract or order ("Contract No.", "Solicitation No.", "Task Order No."). */
  private readonly contractNumbers = new Map<string, Seen>();
  /** Bare P-numbers of the front pages ("P-946"). */
  private readonly pNumbers = new Map<string, Seen>();
  private readonly labelledNames = new Map<string, Seen>();
  /** A name the cover's title block labels ("Project Title" / "Story County …"), with the lines that continue it. */
  private labelledCoverName?: string;
  /** The cover's last line was a label alone ("Project Title"): the name begins on the next line. */
  private coverLabelPending = false;
  private coverName?: string;
  /** Lines read since "PROJECT MANUAL" / "FOR" (-1: no lead seen); the name must begin within LEAD_REACH of it. */
  private sinceCoverLead = -1;
  /** The cover line that gave (or last extended) the name, while the next line may still continue it. */
  private coverNameLine?: CoverLine;
  /** The lines of the first front page that had any: the cover or title page. */
  private readonly coverPage: CoverLine[] = [];
  /** Running-line parts not yet cleaned of section titles, with the pages that carried them. */
  private readonly headerParts = new Map<string, Seen>();
  /** Unlabelled codes at either end of running lines ("20-800"), with their pages. */
  private readonly runningCodes = new Map<string, Seen>();
  private lastPage = 0;
  /** The page the book's first section opens on: a page it opens on is no cover. */
  private firstSectionPage = Infinity;

  /**
   * Any line from a title page or running header or footer, with its page (each call without one counts as a page
   * of its own).
   */
  noteLine(text: string, page = this.lastPage + 1): void {
    this.lastPage = Math.max(this.lastPage, page);
    const t = text.trim();
    // The project's own number and the contract's are told apart: a line may carry both.
    let project = false;
    let contract = false;
    for (const m of t.matchAll(NUMBER)) {
      const value = (m[2] ?? m[3] ?? m[4])!.replace(/[.,/-]+$/, "");
      if (!/\d/.test(value)) continue;
      const ofContract = m[3] !== undefined || (m[1] !== undefined && CONTRACT_LABEL.test(m[1].replace(/\s+/g, " ")));
      if (ofContract && !contract) see(this.contractNumbers, value, page);
      else if (!ofContract && !project) see(this.numbers, value, page);
      if (ofContract) contract = true;
      else project = true;
    }
    const name = NAME.exec(t)?.[1]?.trim();
    if (name) see(this.labelledNames, name, page);
  }

  /**
   * A line of the cover or title page in reading order: a cover page names the project after "PROJECT MANUAL" /
   * "FOR". A name set over two or three lines continues on the lines right under it (no space between) in the same
   * size and case. The first page's lines are kept for its title block.
   */
  noteCoverLine(line: CoverLine): void {
    const page = line.page ?? 1;
    this.noteLine(line.text, page);
    const pNumber = P_NUMBER.exec(line.text)?.[0];
    if (pNumber) see(this.pNumbers, pNumber, page);
    const first = this.coverPage[0];
    if (!first || (first.page ?? 1) === page) this.coverPage.push(line);
    const raw = line.text.trim();
    // "Project Title Story County Attorney Office": the label is the title block's, the rest is the name.
    const unlabelled = withoutLabel(raw);
    const t = unlabelled ?? raw;
    const labelled = unlabelled !== undefined || this.coverLabelPending;
    this.coverLabelPending = unlabelled === "";
    const previous = this.coverNameLine;
    this.coverNameLine = undefined;
    if (t === "") return;
    if (this.sinceCoverLead >= 0) this.sinceCoverLead++;
    if (previous && continuesName(previous, line)) {
      // Every line of the title block belongs to the name it began.
      const key = this.labelledCoverName !== undefined ? "labelledCoverName" : "coverName";
      const joined = asName(`${this[key]} ${t}`, 2, true);
      if (joined) {
        this[key] = joined;
        this.coverNameLine = line;
        return;
      }
    }
    if (labelled && !this.labelledCoverName) {
      this.labelledCoverName = asName(t);
      if (this.labelledCoverName) this.coverNameLine = { ...line, text: t };
    } else if (COVER_LEAD.test(t)) this.sinceCoverLead = 0;
    else if (this.sinceCoverLead > 0 && this.sinceCoverLead <= LEAD_REACH && !this.coverName) {
      this.coverName = asName(t);
      if (this.coverName) this.coverNameLine = line;
    }
  }

  /** A section opens on `page` (only the first call counts). */
  noteSectionStart(page: number): void {
    this.firstSectionPage = Math.min(this.firstSectionPage, page);
  }

  /** A running header line at the top of a page. */
  noteHeader(text: string, page = this.lastPage + 1): void {
    this.noteRunningLine(text, page);
  }

  /** A running footer line at the foot of a page: it names the project as often as a header does. */
  noteFooter(text: string, page = this.lastPage + 1): void {
    this.noteRunningLine(text, page);
  }

  private noteRunningLine(text: string, page: number): void {
    this.noteLine(text, page);
    const withoutMarks = text.replace(NUMBER, "  ").replace(PAGE_MARK, "  ");
    const rest = withoutMarks.replace(BARE_CODE, "  ");
    const parts = rest
      .split(PART_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of parts) see(this.headerParts, part, page);
    // A code counts only beside a name on the same line ("Pinecrest Memorial Hall  31-415  26 05 19 - 3").
    if (!parts.some((part) => asName(part) !== undefined)) return;
    for (const code of withoutMarks.match(BARE_CODE) ?? []) {
      const value = code.trim();
      if (!DATE_CODE.test(value)) see(this.runningCodes, value, page);
    }
  }

  /**
   * `sectionTitles` are removed from running-line text first, so "PROJECT NAME  SECTION TITLE" gives the name.
   * `pageCount`: the book's pages (default: the last page seen).
   */
  result(sectionTitles: readonly string[] = [], pageCount = this.lastPage): ProjectInfo {
    const minPages = Math.max(1, Math.ceil(pageCount * BOOK_SHARE));
    const ofBook = (seen: Seen) => seen.front || seen.pages >= minPages;
    const first = (map: Map<string, Seen>) => [...map].find(([, seen]) => ofBook(seen))?.[0];
    const running = (seen: Seen) => seen.pages >= minPages && spansBook(seen, pageCount);
    const name =
      this.labelledCoverName ??
      first(this.labelledNames) ??
      this.coverName ??
      this.headerName(sectionTitles, running) ??
      (this.coverPage.length > 0 && (this.coverPage[0]!.page ?? 1) < this.firstSectionPage
        ? coverTitle(this.coverPage)
        : undefined);
    // A code on most pages' running lines, beside the name, is the project's number when no label says otherwise;
    // the contract's or order's number only when the book names no number of the project.
    const number =
      first(this.numbers) ??
      first(this.pNumbers) ??
      mostRepeated(this.runningCodes, running) ??
      first(this.contractNumbers);
    return {
      ...(name ? { projectName: name } : {}),
      ...(number ? { projectNumber: number } : {}),
    };
  }

  private headerName(sectionTitles: readonly string[], running: (seen: Seen) => boolean): string | undefined {
    // One title per section and per "SECTION …" line of every page: upper-cased once, not once per header part.
    const titles = sectionTitles
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .map((title) => ({ title, upper: title.toUpperCase() }));
    const upperTitles = new Set(titles.map(({ upper }) => upper));
    const counts = new Map<string, number>();
    for (const [part, seen] of this.headerParts) {
      // A line repeated on data sheets or tables deep inside the book is not its running header.
      if (!running(seen)) continue;
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

/** A running line runs through the book: from its first part to its last, not over one run of data sheets. */
function spansBook(seen: Seen, pageCount: number): boolean {
  return seen.lastPage - seen.firstPage + 1 >= Math.floor(pageCount * BOOK_SPAN);
}

function mostRepeated(map: Map<string, Seen>, keep: (seen: Seen) => boolean): string | undefined {
  let best: [string, Seen] | undefined;
  for (const entry of map) if (keep(entry[1]) && (!best || entry[1].pages > best[1].pages)) best = entry;
  return best?.[0];
}

/**
 * The cover's title block: its largest text when that is clearly larger than the rest, else its first block of
 * lines that reads as a name. A block is the lines set together (no space between) in one size; it ends at an
 * address, a date, a document word or a firm. An owner's or a volume's line is skipped.
 */
function coverTitle(lines: CoverLine[]): string | undefined {
  const blocks: CoverLine[][] = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    const previous = last?.[last.length - 1];
    const sameSize =
      previous && Math.abs(line.height - previous.height) <= Math.max(line.height, previous.height) * 0.1;
    // A line that stops on a joining word or mark runs on into the next, across space or a change of size.
    if (last && previous && ((!line.gapBefore && sameSize) || RUNS_ON.test(previous.text))) last.push(line);
    else blocks.push([line]);
  }
  const names = blocks
    .map((block) => ({ name: blockName(block), height: Math.max(...block.map((l) => l.height)) }))
    .filter((b): b is { name: string; height: number } => b.name !== undefined);
  if (names.length === 0) return undefined;
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const largest = names.reduce((a, b) => (b.height > a.height ? b : a));
  return largest.height >= median * TITLE_SIZE ? largest.name : names[0]!.name;
}

/** The name a block's lines spell from its top, one word lines ("Takeda" over the rest) joined to the next. */
function blockName(block: CoverLine[]): string | undefined {
  let name: string | undefined;
  let text = "";
  for (const line of block) {
    const raw = line.text.trim();
    // "Project Title Story County …": the title block's label is never part of the name.
    const t = withoutLabel(raw) ?? raw;
    if ((OWNER.test(t) && text === "") || t === "") continue;
    // Every line of the name reads as one on its own ("Takeda" over "Los Angeles Teardown of the Future"); a line
    // under the first may carry a year or a phase.
    if (asName(t, 1, text !== "") === undefined) break;
    text = text ? `${text} ${t}` : t;
    name = asName(text, 2, true) ?? name;
  }
  return name;
}
