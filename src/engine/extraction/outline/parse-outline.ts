// Builds the outline of one section from its lines: PART headings, articles and nested numbered paragraphs.
// Numbering tokens may stand alone on their line (text extracted one token per line) or lead the text.
import type { SpecLine } from "../lines/spec-line";
import type { Article, Paragraph, SectionOutline } from "./outline-types";
import { continuesSpelledNumber, readNumberingToken, type NumberingToken } from "./numbering-token";
import { FIRST_LISTED_ARTICLE } from "./heading-text";
import { leadInOwnsList, readItemMarker, splitUnnumbered } from "./unnumbered-paragraphs";
import { wrapRight } from "../lines/line-wrap";
import { joinText } from "./paragraph-text";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
import {
  ARTICLE,
  BOLD_LISTED_ARTICLE,
  PART,
  PART_WORDS,
  WORD_PART,
  WORD_PART_NUMBERS,
  impliedArticle,
  isTitleLine,
  lastArticleNumber,
  listedArticleTitle,
  readArticleHeading,
  unnumberedArticleHeading,
} from "./article-headings";
import { SAME_INDENT, placeToken, type OpenParagraph } from "./place-token";
import { gatherUnderLabels, withUnnumberedParagraphs } from "./gather-paragraphs";

const SPECIFIER_NOTE_RULE = /^\*{10,}$/;
const OPTIONAL_MARK = /^\*\*\s*/;

export function parseOutline(lines: SpecLine[]): SectionOutline {
  const reader = new OutlineReader(lines);
  for (let index = 0; index < lines.length; index++) index = reader.read(index);
  return reader.outline();
}

/** The section read line by line: the part and article it is in, and the paragraphs still open in that article. */
class OutlineReader {
  private readonly lines: SpecLine[];
  private readonly articles: Article[] = [];
  private part = 0;
  private article: Article | null = null;
  private stack: OpenParagraph[] = [];
  private awaitingTitle = false;
  private inNote = false;
  private unnumbered = 0;
  // Unnumbered article headings start at the text's left edge; a capitalised line indented under a paragraph is a
  // sub-heading of that paragraph.
  private readonly left: number;
  private readonly right: number | null;
  // Decimal paragraphs headed by a title ("3.1.8." / "Connections and Joints"): their unnumbered text, split later.
  private readonly bodies = new Map<Paragraph, SpecLine[]>();
  private readonly numberedParts: boolean;
  private readonly decimalArticles: boolean;
  // Unnumbered text found to own the numbered list under it: later items need not be judged again.
  private readonly listOwner = new Set<SpecLine[]>();
  // The section titles its articles after list numbers at the left edge ("14. Submittals").
  private listedArticles = false;

  constructor(lines: SpecLine[]) {
    this.lines = lines;
    this.left = lines.reduce((min, l) => Math.min(min, l.x), Infinity);
    this.right = wrapRight(lines);
    this.numberedParts = lines.some((l) => PART.test(l.text));
    this.decimalArticles = lines.some((l) => ARTICLE.test(l.text));
    // A master without parts whose text opens with "1. TITLE": its listed articles make up Part 1.
    if (!this.numberedParts && !this.decimalArticles && FIRST_LISTED_ARTICLE.test(lines[0]?.text ?? "")) this.part = 1;
  }

  /** Reads line `index`; returns the index of the last line it took (a paragraph's title may be the next line). */
  read(index: number): number {
    const line = this.lines[index]!;
    const text = line.text.replace(OPTIONAL_MARK, "");
    if (SPECIFIER_NOTE_RULE.test(text)) {
      this.inNote = !this.inNote;
      return index;
    }
    if (this.inNote || this.startsPart(text) || this.startsArticle(line, text, index)) return index;
    const article = this.article;
    if (!article) return index;
    if (this.awaitingTitle) {
      if (isTitleLine(text) && this.stack.length === 0) {
        article.title = article.title ? joinAtSoftHyphen(article.title, text) : text;
        return index;
      }
      this.awaitingTitle = false;
    }
    return this.readParagraphLine(article, line, text, index);
  }

  outline(): SectionOutline {
    for (const [p, body] of this.bodies) {
      if (p.children.length === 0) p.children = splitUnnumbered(body, p.ref, this.right);
    }
    return {
      articles: this.articles.map((a) =>
        withUnnumberedParagraphs({ ...a, paragraphs: gatherUnderLabels(a.paragraphs) }, this.right),
      ),
    };
  }

  /** "PART 2 - PRODUCTS", or "PRODUCTS" alone in a section without numbered parts. */
  private startsPart(text: string): boolean {
    const partMatch = PART.exec(text);
    const wordPart = partMatch || this.numberedParts ? null : WORD_PART.exec(text);
    if (partMatch) this.part = PART_WORDS[partMatch[1]!.toUpperCase()] ?? Number(partMatch[1]);
    else if (wordPart) this.part = WORD_PART_NUMBERS[wordPart[1]!.toUpperCase()]!;
    else return false;
    this.unnumbered = 0;
    this.article = null;
    this.stack = [];
    this.awaitingTitle = false;
    return true;
  }

  private startsArticle(line: SpecLine, text: string, index: number): boolean {
    return (
      this.startsListedArticle(line, text) ||
      this.startsNumberedArticle(line, text, index) ||
      this.startsUnnumberedArticle(line, text, index)
    );
  }

  /** "14. Submittals" at the left edge, in a section without decimal article numbers. */
  private startsListedArticle(line: SpecLine, text: string): boolean {
    const atEdge = line.x <= this.left + 3 || BOLD_LISTED_ARTICLE.test(text);
    const listed = !this.decimalArticles && this.part > 0 && atEdge ? listedArticleTitle(text) : null;
    if (!listed) return false;
    this.listedArticles = true;
    this.unnumbered++;
    this.openArticle(impliedArticle(this.part, this.unnumbered, listed, line.page));
    return true;
  }

  /** "1.4 SUBMITTALS" (its title may follow on the next lines), or "2.0 PRODUCTS" that starts a part. */
  private startsNumberedArticle(line: SpecLine, text: string, index: number): boolean {
    const { lines } = this;
    const heading = readArticleHeading(text, this.part, lines[index - 1]?.text, lines[index + 1]?.text);
    if (heading === "part") {
      this.part = Number(text.split(".")[0]);
      this.article = null;
      this.stack = [];
      return true;
    }
    if (!heading) return false;
    if (this.part === 0) this.part = Number(heading.number.split(".")[0]);
    this.article = { ...heading, part: this.part, page: line.page, introLines: [], paragraphs: [] };
    this.articles.push(this.article);
    this.stack = [];
    this.awaitingTitle = heading.title === "" && heading.runIn === "";
    return true;
  }

  /** "SUBMITTALS" alone at the left edge over a list or set apart: an article that takes the next number. */
  private startsUnnumberedArticle(line: SpecLine, text: string, index: number): boolean {
    const { lines, part } = this;
    const unnumberedHeading =
      !this.awaitingTitle &&
      line.x <= this.left + 3 &&
      unnumberedArticleHeading(line, text, lines[index - 1], lines[index + 1]);
    // Before any PART heading only a heading over a lettered or numbered list counts (short forms without parts).
    // A heading with a colon ("SUBMITTALS:") counts only inside a part: before one it is a note's lead-in.
    // Where the section numbers its articles ("1.5."), a title-case line over a list inside one is a paragraph's
    // title ("Field Quality-Control Reports" / "1. Test procedures used."), not an article that lost its number.
    const paragraphTitle = this.decimalArticles && this.article !== null && /[a-z]/.test(text);
    const overList = unnumberedHeading === "over-list" && !paragraphTitle && (part > 0 || !text.endsWith(":"));
    if (!overList && !(unnumberedHeading === "set-apart" && part > 0)) return false;
    // Short-form specs head articles with a capitalised line and no number; they get the implied number.
    if (part === 0) this.part = 1;
    // After numbered articles of its part ("1.3 PERFORMANCE REQUIREMENTS" / "SUBMITTALS" that lost its "1.4"), the
    // heading takes the next number.
    this.unnumbered = Math.max(this.unnumbered, lastArticleNumber(this.articles, this.part)) + 1;
    this.openArticle(impliedArticle(this.part, this.unnumbered, text.replace(/:$/, ""), line.page));
    return true;
  }

  private openArticle(article: Article): void {
    this.article = article;
    this.articles.push(article);
    this.stack = [];
    this.awaitingTitle = false;
  }

  /** A line inside an article: a numbered paragraph, an item of a lead-in's list, or text of what is open. */
  private readParagraphLine(article: Article, line: SpecLine, text: string, index: number): number {
    const { lines } = this;
    const token = continuesSpelledNumber(lines[index - 1]?.text ?? "", text) ? null : readNumberingToken(text);
    const open = this.stack[this.stack.length - 1];
    const body = open ? this.bodies.get(open.p) : undefined;
    // Under unnumbered text, "1." and "a." are the items of a list whose top level shows no letters.
    const leadIn = open ? body : article.introLines;
    if (token && leadIn !== undefined && this.isItemOfLeadIn(leadIn, text, index)) {
      this.listOwner.add(leadIn);
      leadIn.push({ ...line, text });
      return index;
    }
    if (token && this.startsEdgeParagraph(article, token, line)) return index;
    const placed = token ? placeToken(token, article, this.stack, line, lines[index + 1]?.text) : null;
    if (placed) return this.openPlaced(placed, open, body, index);
    if (body) body.push({ ...line, text });
    else if (open) {
      open.p.text = joinText(open.p.text, text);
      open.p.lines?.push(line);
    } else article.introLines.push({ ...line, text });
    return index;
  }

  private isItemOfLeadIn(leadIn: SpecLine[], text: string, index: number): boolean {
    if (leadIn.length === 0 || readItemMarker(text) === null) return false;
    return this.listOwner.has(leadIn) || leadInOwnsList(leadIn, this.lines, index, this.right);
  }

  /**
   * In a section whose articles are numbered at the left edge, a numbered line back at that edge under an indented
   * list is neither a title nor an item of that list: it is the article's next paragraph.
   */
  private startsEdgeParagraph(article: Article, token: NumberingToken, line: SpecLine): boolean {
    const { stack } = this;
    const underList = stack.length > 0 && (stack[0]!.edge === true || stack[0]!.x > line.x + SAME_INDENT);
    if (!(this.listedArticles && line.x <= this.left + 3 && underList)) return false;
    const p: Paragraph = {
      ref: `${article.number}[${article.paragraphs.length + 1}]`,
      token: "",
      kind: "unnumbered",
      page: line.page,
      text: token.rest,
      children: [],
      lines: [line],
    };
    article.paragraphs.push(p);
    this.stack = [{ p, kind: "unnumbered", last: 0, x: line.x, edge: true }];
    return true;
  }

  /** The stack after a numbered paragraph was placed; a decimal paragraph may take its title from the next line. */
  private openPlaced(
    placed: OpenParagraph[],
    open: OpenParagraph | undefined,
    body: SpecLine[] | undefined,
    index: number,
  ): number {
    if (body && open && placed.some((o) => o.p === open.p)) {
      // A heading over lettered paragraphs keeps its text as before.
      open.p.text = body.reduce((t, l) => joinText(t, l.text), open.p.text);
      this.bodies.delete(open.p);
    }
    this.stack = placed;
    const opened = placed[placed.length - 1]!.p;
    if (opened.kind === "decimal" || opened.kind === "sub-decimal") {
      const next = this.lines[index + 1]?.text ?? "";
      if (opened.text === "" && isTitleLine(next)) {
        opened.text = next;
        index++;
      }
      if (isTitleLine(opened.text)) this.bodies.set(opened, []);
    }
    return index;
  }
}
