// Splits a stream of cleaned lines into specification sections: "SECTION 03 30 00 - TITLE" … "END OF SECTION".
// Tables of contents are skipped; a section without a heading takes its number from running headers or the file name.
import type { SpecLine } from "../lines/spec-line";
import { FIRST_LISTED_ARTICLE, isHeadingText } from "../outline/heading-text";
import { SECTION_NUMBER_SOURCE, findSectionNumbers, fromMatch, type SectionNumber } from "./section-number";

export type SpecSection = {
  number: SectionNumber | null;
  title: string;
  lines: SpecLine[];
  /** Where the number came from, for warnings. */
  numberSource: "heading" | "running-header" | "file-name" | "none";
};

// "SECTION 03 30 00 - TITLE", "Section 23 05 13", also after "DIVISION 03 –" or "SPECIFICATION" in capitals. A
// lower-case "section 270010" is a reference wrapped onto the start of a line.
const HEADING = new RegExp(
  String.raw`^(?:DIVISION\s+\d{1,2}\s*[-–—:]\s*|SPECIFICATION\s+)?(?:SECTION|Section|DOCUMENT|Document)\s+${SECTION_NUMBER_SOURCE}(?![\d])\s*([-–—:]\s*)?(.*)$`,
);
// An older four-digit section number, only after the word SECTION in capitals and before a title in capitals.
// Such numbers belong to the sixteen-division format.
const OLDER_LAST_DIVISION = 16;
const FOUR_DIGIT_HEADING = /^SECTION\s+(\d{4})\s*(?:[-–—:]\s*)?([A-Z][A-Z ,&/'’()-]{3,80})$/;
const BARE_NUMBER = new RegExp(String.raw`^${SECTION_NUMBER_SOURCE}(?:\s*([-–—])?\s+(.*))?$`);
// "END OF SECTION", "-- End of Section --", and the letter-spaced "- - - E N D - - -" of federal masters.
const END = /^[-–—\s]*(?:END\s+OF\s+(?:SECTION|DOCUMENT)\b|E\s?N\s?D[-–—\s]*$)/i;
// "PART 1 - GENERAL", or the part named only by its word ("General", "## General" in a markdown export).
const PART_ONE = /^(?:PART\s+(?:1|I|ONE)\b|(?:#{1,6}\s*)?GENERAL\s*$)/i;
// A line of a title in capitals: no sentence punctuation, no numbering.
const TITLE_LINE = /^[A-Z][A-Z0-9 ,&/'’()-]{2,80}$/;
const CONNECTOR_END = /(?:[,&-]|\b(?:AND|OR|OF|FOR|WITH|TO|IN|THE))$/;
const CONNECTOR_START = /^(?:AND|OR|OF|FOR|WITH|TO|IN|&)\b/;
const NAMED_NUMBER = /\bSECTION\s+([\d .]{5,15})/i;
const TOC_LEADER = /(?:\.\s?){5,}\s*\d*\s*$/;
// What a section's own text starts with: its PART 1 or its first article ("1.01 SUMMARY").
const OUTLINE_START = /^(?:PART\s+(?:\d{1,2}|ONE|I)\b|\d{1,2}\.\d{1,2}\.?\s+\S)/i;

export class SectionSegmenter {
  private current: SpecSection | null = null;
  private pendingTitle = false;
  /**
   * The title just read may run on to the next line: one on its own line under the number ("under-number"), or one
   * on the heading line ("on-heading"), which runs on only when the break falls at a connecting word.
   */
  private titleRunOn: "under-number" | "on-heading" | null = null;
  /**
   * The open section was opened by a bare number ("09900 PAINTING") and its text has not started yet. Another
   * heading before it starts shows the two were entries of a list (a table of contents without dot leaders): the
   * open one is dropped rather than kept as a section made of the list's lines.
   */
  private tentative = false;
  /** The page of the last line pushed: the first line of a page can open a section under a title-case heading. */
  private lastPage = 0;
  private runningNumbers = new Map<string, { n: SectionNumber; count: number; text: string; named: boolean }>();
  private readonly done: SpecSection[] = [];

  constructor(private readonly fileNameNumbers: SectionNumber[] = []) {}

  /** True once any section has opened: the book's front matter (cover, title page) lies before it. */
  get started(): boolean {
    return this.current !== null || this.opened;
  }
  private opened = false;
  /** The last title-like line in capitals seen while no section is open: the title of a section with no heading. */
  private capitalsBefore = "";

  /** Notes a running header/footer line that was dropped from the current page. */
  noteRunningLine(text: string): void {
    const named = new Set(findSectionNumbers(NAMED_NUMBER.exec(text)?.[1] ?? "").map((n) => n.digits));
    for (const n of findSectionNumbers(text)) {
      const entry = this.runningNumbers.get(n.digits) ?? { n, count: 0, text, named: false };
      entry.count++;
      entry.named ||= named.has(n.digits);
      this.runningNumbers.set(n.digits, entry);
    }
  }

  push(line: SpecLine): void {
    const text = line.text;
    const pageTop = line.page !== this.lastPage;
    this.lastPage = line.page;
    if (TOC_LEADER.test(text)) return;
    const older = FOUR_DIGIT_HEADING.exec(text);
    if (older && Number(older[1]!.slice(0, 2)) <= OLDER_LAST_DIVISION && older[1] !== this.current?.number?.digits) {
      this.openOlderSection(older[1]!, older[2]!.trim());
      return;
    }
    const named = HEADING.exec(text);
    const heading = named ?? (this.current && !this.tentative ? null : this.bareHeading(text));
    if (heading) {
      const number = fromMatch(heading, 1);
      const rest = (heading[7] ?? "").trim();
      const separated = Boolean(heading[6]);
      // Under a tentative section only a titled number competes: a lone "09900" is a page mark, not a list entry.
      const titled = named !== null || !this.current || rest !== "";
      // "Section 033000 Cast-in-Place Concrete": a title-case title without a dash is a heading where a section
      // can start (nothing open, or the top of a page); mid-page it may be a reference wrapped onto its own line.
      const titleCase = named !== null && !separated && (!this.current || this.tentative || pageTop);
      // "… in accordance with" / "Section 01 33 00 SUBMITTAL PROCEDURES:": a reference wrapped to the start of a line
      // leads into what follows; a heading's title never ends in a colon, comma or semicolon.
      const leadsOn = /[:,;]$/.test(rest);
      const titleOk =
        !leadsOn && (isSectionTitleText(rest, separated) || (titleCase && isHeadingText(rest) && !/[.,;]$/.test(rest)));
      if (number && titled && titleOk && number.digits !== this.current?.number?.digits) {
        if (this.tentative) this.drop();
        this.close();
        this.current = { number, title: rest, lines: [], numberSource: "heading" };
        this.opened = true;
        this.tentative = named === null;
        this.pendingTitle = rest === "";
        // "SECTION 26 05 19 - LOW-VOLTAGE ELECTRICAL POWER CONDUCTORS" / "AND CABLES": a title wrapped on the heading.
        this.titleRunOn = rest !== "" && TITLE_LINE.test(rest) ? "on-heading" : null;
        return;
      }
    }
    if (this.tentative && OUTLINE_START.test(text)) this.tentative = false;
    if (END.test(text)) {
      this.close();
      return;
    }
    if (!this.current) {
      // Content without a heading (owner standards, slices of books): open on "PART 1" or its word, "General".
      if (!PART_ONE.test(text) && !FIRST_LISTED_ARTICLE.test(text)) {
        if (isCapitalsTitle(text)) this.capitalsBefore = text;
        return;
      }
      // Its title, if any, is the line in capitals above it ("ATTACHMENT E1 – BASIC ELECTRICAL REQUIREMENTS").
      this.current = { number: null, title: this.capitalsBefore, lines: [], numberSource: "none" };
      this.opened = true;
    }
    if (this.titleRunOn) {
      const runOn = this.titleRunOn;
      this.titleRunOn = null;
      // A long title set over two lines ("LOW-VOLTAGE ELECTRICAL POWER" / "CONDUCTORS AND CABLES").
      const title = this.current.title;
      const continues =
        runOn === "under-number" ? !OUTLINE_START.test(text) : CONNECTOR_END.test(title) || CONNECTOR_START.test(text);
      if (!line.gapBefore && TITLE_LINE.test(text) && continues) {
        this.current.title = `${title} ${text}`;
        return;
      }
    }
    if (this.pendingTitle) {
      this.pendingTitle = false;
      // The title on its own line under the number may be set in title case ("Interior Painting").
      if (isSectionTitleText(text, true) && !/^PART\b/i.test(text)) {
        this.current.title = text;
        this.titleRunOn = TITLE_LINE.test(text) ? "under-number" : null;
        return;
      }
    }
    this.current.lines.push(line);
  }

  /** Closes the open section and returns every section finished since the last call. */
  take(): SpecSection[] {
    return this.done.splice(0);
  }

  finish(): SpecSection[] {
    this.close();
    return this.take();
  }

  /** "SECTION 0810 HOLLOW METAL DOORS AND FRAMES": an older four-digit number (division and broad scope). */
  private openOlderSection(digits: string, title: string): void {
    if (this.tentative) this.drop();
    this.close();
    this.current = { number: { digits, formatted: digits }, title, lines: [], numberSource: "heading" };
    this.opened = true;
  }

  private bareHeading(text: string): RegExpExecArray | null {
    const m = BARE_NUMBER.exec(text);
    return m ? m : null;
  }

  private drop(): void {
    this.current = null;
    this.runningNumbers.clear();
  }

  private close(): void {
    const section = this.current;
    this.current = null;
    this.pendingTitle = false;
    this.titleRunOn = null;
    this.tentative = false;
    if (!section) return;
    if (!section.number) this.resolveNumber(section);
    this.runningNumbers.clear();
    if (section.lines.length > 0) this.done.push(section);
  }

  private resolveNumber(section: SpecSection): void {
    // "Section 08 71 00" in a header beats a project number that reads like one ("Project No. 4471-22").
    const best = [...this.runningNumbers.values()].sort(
      (a, b) => Number(b.named) - Number(a.named) || b.count - a.count || b.n.digits.localeCompare(a.n.digits),
    )[0];
    if (best) {
      section.number = best.n;
      section.numberSource = "running-header";
      section.title ||= titleAfterNumber(best.text, best.n);
      return;
    }
    const fromFile = this.fileNameNumbers[0];
    if (fromFile) {
      section.number = fromFile;
      section.numberSource = "file-name";
    }
  }
}

/** A section heading's title (stricter than a paragraph heading, see heading-text.ts): upper case ("CAST-IN-PLACE CONCRETE"), or title case after a dash; references in running
 * text ('Section 031000 "Concrete Forming" for …') are neither. */
/** A title-like line set in capitals: two words or more, no sentence end, nearly every letter upper-case. */
function isCapitalsTitle(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const upper = letters.replace(/[^A-Z]/g, "").length;
  return (
    text.length <= 100 &&
    /\s/.test(text.trim()) &&
    !/[.;:]$/.test(text) &&
    letters.length >= 6 &&
    upper >= 0.9 * letters.length
  );
}

function isSectionTitleText(text: string, separated = false): boolean {
  if (text === "") return true;
  if (/^["“(]/.test(text)) return false;
  if (separated && isHeadingText(text)) return true;
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length === 0) return false;
  const upper = letters.replace(/[^A-Z]/g, "").length;
  return upper / letters.length > 0.8;
}

function titleAfterNumber(text: string, n: SectionNumber): string {
  const digitsPattern = n.digits.split("").join(String.raw`[ .]?`);
  const m = new RegExp(`${digitsPattern}\\s*[-–—]?\\s*([A-Z][A-Z ,&/'’()-]+)`).exec(text);
  return m?.[1]?.trim() ?? "";
}
