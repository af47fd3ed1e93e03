// Splits a stream of cleaned lines into specification sections: "SECTION 03 30 00 - TITLE" … "END OF SECTION".
// Tables of contents are skipped; a section without a heading takes its number from running headers or the file name.
// Inside an open section a heading-like line is a cross-reference until the book shows otherwise (decision 0259):
// its title and the section's first PART or article follow it, or the page's running line names its number.
import type { SpecLine } from "../lines/spec-line";
import { FIRST_LISTED_ARTICLE, isHeadingText } from "../outline/heading-text";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
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
// The first line of a section's text proper: PART 1 (or its word, "General"), or article one ("1.1", "1.01 SUMMARY",
// "1. GENERAL"); never a later article, which a list of references inside a section may come before.
const FIRST_OUTLINE = /^(?:PART\s+(?:1|ONE|I)\b|(?:#{1,6}\s*)?GENERAL\s*$|1\.0?1\.?(?:\s+\S|$))/i;
// What may stand between a heading and its text besides lines in capitals (its title, "INDEX", "PAGE", a division
// caption) and a title in title case under the number: the issue date of a federal master ("08/19").
const BETWEEN_HEADING_AND_TEXT = /^(?:\(?\d{1,2}\/\d{2,4}\)?|\d{1,2}\/\d{1,2}\/\d{2,4})$/;
const MAX_LINES_BEFORE_TEXT = 6;
// The caption of a section's own table of contents ("INDEX", "PAGE"): never a line of its title.
const CONTENTS_CAPTION = /^(?:INDEX|PAGE|CONTENTS|TABLE\s+OF\s+CONTENTS)$/;
// A heading's title never says how the section is referred to; a reference's words do.
const REFERENCE_WORDS = /\b(?:in\s+accordance\s+with|specified\s+in|see|refer\s+to|requirements\s+of)\b/i;
// A line a sentence goes on from: it ends in a lower-case word, a comma or a connecting sign, or leads in (":").
const SENTENCE_GOES_ON = /(?:[a-z,(&/–—-]|:)["”’)]?$/;
// PART 1's article (or paragraph) that lists the related sections.
const RELATED_ARTICLE = /^(?:[A-Z]\.\s+)?RELATED\s+(?:SECTIONS?|REQUIREMENTS|WORK)\b/i;
const ARTICLE_NUMBER = /^\d{1,2}\.\d{1,2}\.?(?:\s+(.*))?$/;
const LATER_PART = /^PART\s+(?:[2-9]|II|III|TWO|THREE)\b/i;

/** A line read as a section heading, not yet opened. */
type HeadingCandidate = { line: SpecLine; number: SectionNumber; rest: string; named: boolean };

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
  /** The section numbers the running lines of recent pages name, by page. */
  private readonly pageRunning = new Map<number, Set<string>>();
  /** A heading read inside an open section (or after a sentence), held with the lines after it until they show
   * whether it is one: its title and first PART/article follow, or any other line does. */
  private held: { candidate: HeadingCandidate; lines: SpecLine[] } | null = null;
  /** The line pushed before this one. */
  private previous: SpecLine | null = null;
  /** Section numbers the open section's text has named so far ("… as specified in Section 01 33 00"). */
  private readonly referenced = new Set<string>();
  /** The open section's text is in PART 1's related-sections article; `articleTitleNext`: an article number stood
   * alone on the line before, its title is this line. */
  private inRelated = false;
  private articleTitleNext = false;
  private readonly done: SpecSection[] = [];

  constructor(private readonly fileNameNumbers: SectionNumber[] = []) {}

  /** True once any section has opened: the book's front matter (cover, title page) lies before it. */
  get started(): boolean {
    return this.current !== null || this.opened;
  }
  private opened = false;
  /** The last title-like line in capitals seen while no section is open: the title of a section with no heading. */
  private capitalsBefore = "";

  /** Notes a running header/footer line that was dropped from page `page` (before that page's lines are pushed). */
  noteRunningLine(text: string, page?: number): void {
    const named = new Set(findSectionNumbers(NAMED_NUMBER.exec(text)?.[1] ?? "").map((n) => n.digits));
    for (const n of findSectionNumbers(text)) {
      const entry = this.runningNumbers.get(n.digits) ?? { n, count: 0, text, named: false };
      entry.count++;
      entry.named ||= named.has(n.digits);
      this.runningNumbers.set(n.digits, entry);
      if (page === undefined) continue;
      const onPage = this.pageRunning.get(page) ?? new Set<string>();
      onPage.add(n.digits);
      this.pageRunning.set(page, onPage);
    }
    // Only the page being read is asked about; a few pages back are kept for a window released out of order.
    if (page !== undefined) for (const old of this.pageRunning.keys()) if (old < page - 8) this.pageRunning.delete(old);
  }

  push(line: SpecLine): void {
    if (this.held) this.settleHeld(line);
    else this.read(line);
  }

  /** One line, with the line before it as `previous`; `asText`: a held heading let go, read as the section's text. */
  private read(line: SpecLine, asText = false): void {
    const text = line.text;
    const pageTop = line.page !== this.lastPage;
    this.lastPage = line.page;
    if (TOC_LEADER.test(text)) return;
    const before = this.previous;
    this.previous = line;
    const older = asText ? null : FOUR_DIGIT_HEADING.exec(text);
    if (older && Number(older[1]!.slice(0, 2)) <= OLDER_LAST_DIVISION && older[1] !== this.current?.number?.digits) {
      this.openOlderSection(older[1]!, older[2]!.trim());
      return;
    }
    const candidate = asText ? null : this.headingCandidate(line, pageTop);
    if (candidate) {
      if (this.opensAtOnce(candidate, before)) this.open(candidate);
      else this.held = { candidate, lines: [] };
      return;
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
      // A title ends with its page: the next page's first capitals are its own ("INDEX" over a section's contents).
      if (!line.gapBefore && !pageTop && !CONTENTS_CAPTION.test(text) && TITLE_LINE.test(text) && continues) {
        this.current.title = joinAtSoftHyphen(title, text);
        return;
      }
    }
    if (this.pendingTitle) {
      this.pendingTitle = false;
      // The title on its own line under the number may be set in title case ("Interior Painting").
      if (isSectionTitleText(text, true) && !/^PART\b/i.test(text) && !CONTENTS_CAPTION.test(text)) {
        this.current.title = text;
        this.titleRunOn = TITLE_LINE.test(text) ? "under-number" : null;
        return;
      }
    }
    this.current.lines.push(line);
    this.noteText(text);
  }

  /** The line as a heading, if it reads as one: a number, a title (or none), and not the open section's number. */
  private headingCandidate(line: SpecLine, pageTop: boolean): HeadingCandidate | null {
    const text = line.text;
    const named = HEADING.exec(text);
    const heading = named ?? (this.current && !this.tentative ? null : this.bareHeading(text));
    if (!heading) return null;
    const number = fromMatch(heading, 1);
    const rest = (heading[7] ?? "").trim();
    const separated = Boolean(heading[6]);
    // Under a tentative section only a titled number competes: a lone "09900" is a page mark, not a list entry.
    const titled = named !== null || !this.current || rest !== "";
    // "Section 033000 Cast-in-Place Concrete": a title-case title without a dash is a heading where a section
    // can start (nothing open, or the top of a page); mid-page it may be a reference wrapped onto its own line.
    const titleCase = named !== null && !separated && (!this.current || this.tentative || pageTop);
    // "… in accordance with" / "Section 01 33 00 SUBMITTAL PROCEDURES:": a reference wrapped to the start of a line
    // leads into what follows; a heading's title never ends in a colon, comma or semicolon, nor says "see".
    const leadsOn = /[:,;]$/.test(rest) || REFERENCE_WORDS.test(rest);
    const titleOk =
      !leadsOn && (isSectionTitleText(rest, separated) || (titleCase && isHeadingText(rest) && !/[.,;]$/.test(rest)));
    if (!number || !titled || !titleOk || number.digits === this.current?.number?.digits) return null;
    return { line, number, rest, named: named !== null };
  }

  /**
   * A heading opens its section at once where nothing else can be meant: no section is open (the last one ended, or
   * the book's first is yet to come) or the page's running line names the new number — unless it reads as a
   * reference (it goes on from a sentence, the open section has named that number, or the open section is listing
   * its related sections). Otherwise it waits for its title and first PART or article.
   */
  private opensAtOnce(candidate: HeadingCandidate, before: SpecLine | null): boolean {
    if (this.readsAsReference(candidate, before)) return false;
    if (!this.current || this.tentative) return true;
    return this.pageRunning.get(candidate.line.page)?.has(candidate.number.digits) ?? false;
  }

  private readsAsReference({ line, number }: HeadingCandidate, before: SpecLine | null): boolean {
    const goesOn =
      before !== null &&
      before.page === line.page &&
      !line.gapBefore &&
      SENTENCE_GOES_ON.test(before.text) &&
      (before.text.endsWith(":") || !isHeadingText(before.text));
    const open = this.current !== null && !this.tentative;
    return goesOn || (open && (this.referenced.has(number.digits) || this.inRelated));
  }

  /** The next line after a held heading: it confirms the heading, is held with it, or shows it was a reference. */
  private settleHeld(line: SpecLine): void {
    const held = this.held!;
    const text = line.text;
    if (TOC_LEADER.test(text)) return;
    if (FIRST_OUTLINE.test(text) || FIRST_LISTED_ARTICLE.test(text)) {
      this.held = null;
      this.open(held.candidate);
      for (const l of held.lines) this.read(l);
      this.read(line);
      return;
    }
    const between =
      TITLE_LINE.test(text) ||
      BETWEEN_HEADING_AND_TEXT.test(text) ||
      (held.lines.length === 0 && held.candidate.rest === "" && isSectionTitleText(text, true) && !/[.;:]$/.test(text));
    if (between && held.lines.length < MAX_LINES_BEFORE_TEXT && !this.headingCandidate(line, false)) {
      held.lines.push(line);
      return;
    }
    this.letGo();
    this.push(line);
  }

  /** A held heading was a reference: it and the lines held after it are read as text. */
  private letGo(): void {
    const held = this.held;
    if (!held) return;
    this.held = null;
    this.read(held.candidate.line, true);
    for (const l of held.lines) this.read(l);
  }

  private open({ number, rest, named }: HeadingCandidate): void {
    if (this.tentative) this.drop();
    this.close();
    this.current = { number, title: rest, lines: [], numberSource: "heading" };
    this.opened = true;
    this.tentative = !named;
    this.pendingTitle = rest === "";
    // "SECTION 26 05 19 - LOW-VOLTAGE ELECTRICAL POWER CONDUCTORS" / "AND CABLES": a title wrapped on the heading.
    this.titleRunOn = rest !== "" && TITLE_LINE.test(rest) ? "on-heading" : null;
  }

  /** Notes what a line of the open section's text says about references: numbers it names, the related article. */
  private noteText(text: string): void {
    for (const n of findSectionNumbers(text)) this.referenced.add(n.digits);
    if (this.articleTitleNext) {
      this.articleTitleNext = false;
      this.inRelated = RELATED_ARTICLE.test(text);
      return;
    }
    const article = ARTICLE_NUMBER.exec(text);
    if (article) {
      this.inRelated = RELATED_ARTICLE.test(article[1] ?? "");
      this.articleTitleNext = article[1] === undefined;
    } else if (LATER_PART.test(text)) this.inRelated = false;
    else if (RELATED_ARTICLE.test(text)) this.inRelated = true;
  }

  /** Closes the open section and returns every section finished since the last call. */
  take(): SpecSection[] {
    return this.done.splice(0);
  }

  finish(): SpecSection[] {
    this.letGo();
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
    this.referenced.clear();
    this.inRelated = false;
    this.articleTitleNext = false;
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
