// Builds the outline of one section from its lines: PART headings, articles and nested numbered paragraphs.
// Numbering tokens may stand alone on their line (text extracted one token per line) or lead the text.
import { hasSdHeadings } from "./sd-heading";
import type { SpecLine } from "../lines/spec-line";
import type { Article, Paragraph, SectionOutline, TokenKind } from "./outline-types";
import { continuesSpelledNumber, ordinal, readNumberingToken, type NumberingToken } from "./numbering-token";
import { FIRST_LISTED_ARTICLE, isHeadingText } from "./heading-text";
import { leadInOwnsList, readItemMarker, splitUnnumbered } from "./unnumbered-paragraphs";
import { wrapRight } from "../lines/line-wrap";
import { joinText } from "./paragraph-text";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
import { isLabelled } from "./paragraph-label";
import { namesDocument } from "../vocabulary/type-from-name";

const PART = /^PART\s+(\d+|ONE|TWO|THREE|I{1,3})\b\.?\s*[-–—:.]?\s*(.*)$/i;
const PART_WORDS: Readonly<Record<string, number>> = { ONE: 1, TWO: 2, THREE: 3, I: 1, II: 2, III: 3 };
// "1.4 SUBMITTALS", "1.04 – SUBMITTALS", "ARTICLE 1.4 - SUBMITTALS".
const ARTICLE = /^(?:ARTICLE\s+)?(\d{1,2})\.(\d{1,2})\.?(?:\s+[-–—]?\s*|$)(.*)$/;
// A part named only by its word ("General", "## Products" in a markdown export), in sections without "PART n" lines.
const WORD_PART = /^(?:#{1,6}\s*)?(GENERAL|PRODUCTS?|EXECUTION)\s*$/i;
const WORD_PART_NUMBERS: Readonly<Record<string, number>> = { GENERAL: 1, PRODUCT: 2, PRODUCTS: 2, EXECUTION: 3 };
// An article titled after a list number ("1. RELATED DOCUMENTS", "14. **Submittals"), in sections whose articles
// carry no decimal numbers.
const LISTED_ARTICLE = /^\d{1,2}\.\s+(?:\*\*)?([A-Z][A-Za-z ,&/'’()-]{2,60}?)\**\s*$/;
// A title the export marked bold ("9. **Quality Assurance") is an article heading even where it fell into an
// indented list.
const BOLD_LISTED_ARTICLE = /^\d{1,2}\.\s+\*\*[A-Z]/;
const SPECIFIER_NOTE_RULE = /^\*{10,}$/;
const OPTIONAL_MARK = /^\*\*\s*/;

/** Paragraphs of lists numbered "1." throughout: the export dropped their hierarchy, see gatherUnderLabels. */
const markdownItems = new WeakSet<Paragraph>();

/**
 * `ones`: every item of this list so far reads "1." (a markdown export), so indentation alone tells the levels.
 * `edge`: a paragraph numbered at the left edge among listed articles, after an indented list.
 */
type OpenParagraph = { p: Paragraph; kind: TokenKind; last: number; x: number; ones?: boolean; edge?: boolean };
// NMS levels all read ".1", ".2"; a level is the token kind at one indentation.
const SAME_INDENT = 6;

export function parseOutline(lines: SpecLine[]): SectionOutline {
  const articles: Article[] = [];
  let part = 0;
  let article: Article | null = null;
  let stack: OpenParagraph[] = [];
  let awaitingTitle = false;
  let inNote = false;

  let unnumbered = 0;
  // Unnumbered article headings start at the text's left edge; a capitalised line indented under a paragraph is a
  // sub-heading of that paragraph.
  const left = lines.reduce((min, l) => Math.min(min, l.x), Infinity);
  const right = wrapRight(lines);
  // Decimal paragraphs headed by a title ("3.1.8." / "Connections and Joints"): their unnumbered text, split later.
  const bodies = new Map<Paragraph, SpecLine[]>();
  const numberedParts = lines.some((l) => PART.test(l.text));
  const decimalArticles = lines.some((l) => ARTICLE.test(l.text));
  // A master without parts whose text opens with "1. TITLE": its listed articles make up Part 1.
  if (!numberedParts && !decimalArticles && FIRST_LISTED_ARTICLE.test(lines[0]?.text ?? "")) part = 1;
  // Unnumbered text found to own the numbered list under it: later items need not be judged again.
  const listOwner = new Set<SpecLine[]>();
  // The section titles its articles after list numbers at the left edge ("14. Submittals").
  let listedArticles = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const text = line.text.replace(OPTIONAL_MARK, "");
    if (SPECIFIER_NOTE_RULE.test(text)) {
      inNote = !inNote;
      continue;
    }
    if (inNote) continue;

    const partMatch = PART.exec(text);
    if (partMatch) {
      part = PART_WORDS[partMatch[1]!.toUpperCase()] ?? Number(partMatch[1]);
      unnumbered = 0;
      article = null;
      stack = [];
      awaitingTitle = false;
      continue;
    }
    const wordPart = numberedParts ? null : WORD_PART.exec(text);
    if (wordPart) {
      part = WORD_PART_NUMBERS[wordPart[1]!.toUpperCase()]!;
      unnumbered = 0;
      article = null;
      stack = [];
      awaitingTitle = false;
      continue;
    }
    const listed =
      !decimalArticles && part > 0 && (line.x <= left + 3 || BOLD_LISTED_ARTICLE.test(text))
        ? listedArticleTitle(text)
        : null;
    if (listed) {
      listedArticles = true;
      unnumbered++;
      article = impliedArticle(part, unnumbered, listed, line.page);
      articles.push(article);
      stack = [];
      awaitingTitle = false;
      continue;
    }
    const heading = readArticleHeading(text, part, lines[index - 1]?.text, lines[index + 1]?.text);
    if (heading === "part") {
      part = Number(text.split(".")[0]);
      article = null;
      stack = [];
      continue;
    }
    if (heading) {
      if (part === 0) part = Number(heading.number.split(".")[0]);
      article = { ...heading, part, page: line.page, introLines: [], paragraphs: [] };
      articles.push(article);
      stack = [];
      awaitingTitle = heading.title === "" && heading.runIn === "";
      continue;
    }
    const unnumberedHeading =
      !awaitingTitle && line.x <= left + 3 && unnumberedArticleHeading(line, text, lines[index - 1], lines[index + 1]);
    // Before any PART heading only a heading over a lettered or numbered list counts (short forms without parts).
    // A heading with a colon ("SUBMITTALS:") counts only inside a part: before one it is a note's lead-in.
    // Where the section numbers its articles ("1.5."), a title-case line over a list inside one is a paragraph's
    // title ("Field Quality-Control Reports" / "1. Test procedures used."), not an article that lost its number.
    const paragraphTitle = decimalArticles && article !== null && /[a-z]/.test(text);
    const overList = unnumberedHeading === "over-list" && !paragraphTitle && (part > 0 || !text.endsWith(":"));
    if (overList || (unnumberedHeading === "set-apart" && part > 0)) {
      // Short-form specs head articles with a capitalised line and no number; they get the implied number.
      if (part === 0) part = 1;
      // After numbered articles of its part ("1.3 PERFORMANCE REQUIREMENTS" / "SUBMITTALS" that lost its "1.4"), the
      // heading takes the next number.
      unnumbered = Math.max(unnumbered, lastArticleNumber(articles, part)) + 1;
      article = impliedArticle(part, unnumbered, text.replace(/:$/, ""), line.page);
      articles.push(article);
      stack = [];
      awaitingTitle = false;
      continue;
    }
    if (!article) continue;
    if (awaitingTitle) {
      if (isTitleLine(text) && stack.length === 0) {
        article.title = article.title ? joinAtSoftHyphen(article.title, text) : text;
        continue;
      }
      awaitingTitle = false;
    }

    const token = continuesSpelledNumber(lines[index - 1]?.text ?? "", text) ? null : readNumberingToken(text);
    const open = stack[stack.length - 1];
    const body = open ? bodies.get(open.p) : undefined;
    // Under unnumbered text, "1." and "a." are the items of a list whose top level shows no letters.
    const leadIn = open ? body : article.introLines;
    const unlettered = leadIn !== undefined && leadIn.length > 0 && readItemMarker(text) !== null;
    if (token && unlettered && (listOwner.has(leadIn) || leadInOwnsList(leadIn, lines, index, right))) {
      listOwner.add(leadIn);
      (body ?? article.introLines).push({ ...line, text });
      continue;
    }
    // In a section whose articles are numbered at the left edge, a numbered line back at that edge under an indented
    // list is neither a title nor an item of that list: it is the article's next paragraph.
    const underList = stack.length > 0 && (stack[0]!.edge === true || stack[0]!.x > line.x + SAME_INDENT);
    if (token && listedArticles && line.x <= left + 3 && underList) {
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
      stack = [{ p, kind: "unnumbered", last: 0, x: line.x, edge: true }];
      continue;
    }
    const placed = token ? placeToken(token, article, stack, line, lines[index + 1]?.text) : null;
    if (placed) {
      if (body && open && placed.some((o) => o.p === open.p)) {
        // A heading over lettered paragraphs keeps its text as before.
        open.p.text = body.reduce((t, l) => joinText(t, l.text), open.p.text);
        bodies.delete(open.p);
      }
      stack = placed;
      const opened = placed[placed.length - 1]!.p;
      if (opened.kind === "decimal" || opened.kind === "sub-decimal") {
        if (opened.text === "" && isTitleLine(lines[index + 1]?.text ?? "")) {
          opened.text = lines[index + 1]!.text;
          index++;
        }
        if (isTitleLine(opened.text)) bodies.set(opened, []);
      }
      continue;
    }
    if (body) body.push({ ...line, text });
    else if (open) {
      open.p.text = joinText(open.p.text, text);
      open.p.lines?.push(line);
    } else article.introLines.push({ ...line, text });
  }
  for (const [p, body] of bodies) {
    if (p.children.length === 0) p.children = splitUnnumbered(body, p.ref, right);
  }
  return {
    articles: articles.map((a) =>
      withUnnumberedParagraphs({ ...a, paragraphs: gatherUnderLabels(a.paragraphs) }, right),
    ),
  };
}

/** Puts a numbered paragraph into the tree; returns the new stack, or null when the token is really text.
 * `nextText`: the line after, which holds the paragraph's text when the token stands alone on its line. */
function placeToken(
  token: NumberingToken,
  article: Article,
  stack: OpenParagraph[],
  line: SpecLine,
  nextText = "",
): OpenParagraph[] | null {
  if (token.kind === "decimal" && !token.value.startsWith(`${article.number}.`)) return null;
  // "1.3.2.1" belongs under the open "1.3.2".
  if (
    token.kind === "sub-decimal" &&
    !stack.some((o) => o.kind === "decimal" && token.value.startsWith(`${o.p.token}.`))
  )
    return null;
  const value = ordinal(token.value);
  const top = stack[stack.length - 1];
  // A "1." indented past the open item of its own kind starts that item's sub-list (markdown numbers every item of
  // every level "1."; other lists restart their numbers at each level).
  if (top && token.kind === top.kind && value === 1 && line.x > top.x + SAME_INDENT) {
    const p = newParagraph(token, article, top.p, line);
    top.p.children.push(p);
    return [...stack, { p, kind: token.kind, last: 1, x: line.x, ones: top.ones }];
  }
  // Where one kind is open at several indents, the indent tells the level.
  const nestedKind = stack.filter((o) => o.kind === token.kind).length > 1;
  const atIndent = sameIndentLevel(stack, token, value, line, nestedKind);
  const level =
    atIndent >= 0
      ? atIndent
      : stack.findIndex(
          (o) => o.kind === token.kind && (token.kind !== "dot-number" || Math.abs(o.x - line.x) < SAME_INDENT),
        );
  if (level >= 0) {
    const sibling = stack[level]!;
    // "1." again at the same indent, in a list that so far reads only "1.": the next item of a markdown list.
    if (sibling.ones && value === 1 && Math.abs(sibling.x - line.x) < SAME_INDENT) {
      const parent = stack[level - 1];
      const p = newParagraph({ ...token, value: String(sibling.last + 1) }, article, parent?.p, line);
      (parent ? parent.p.children : article.paragraphs).push(p);
      markdownItems.add(p).add(sibling.p);
      return [...stack.slice(0, level), { p, kind: token.kind, last: sibling.last + 1, x: line.x, ones: true }];
    }
    // ".1" again at the indent of an NMS item that ends "… for the following:": that item's sub-list, set at its own
    // indent where the text lost its indentation.
    if (token.kind === "dot-number" && value === 1 && /:\s*$/.test(sibling.p.text) && sibling.p.children.length === 0) {
      const p = newParagraph(token, article, sibling.p, line);
      sibling.p.children.push(p);
      return [...stack.slice(0, level + 1), { p, kind: token.kind, last: 1, x: line.x }];
    }
    // Lists run in order; allow gaps (extracted text loses items) but not jumps backwards, except a letter given twice.
    if (!(value === sibling.last && isLetteredTwice(token, sibling, stack, line, nextText))) {
      if (value <= sibling.last || value > sibling.last + 4) return null;
    }
    const parent = stack[level - 1];
    const p = newParagraph(token, article, parent?.p, line);
    (parent ? parent.p.children : article.paragraphs).push(p);
    return [...stack.slice(0, level), { p, kind: token.kind, last: value, x: line.x }];
  }
  const first = stack.length === 0 && article.paragraphs.length === 0;
  if (!first && stack.length === 0) return null;
  if (value > 2 && stack.length > 0) return null; // a nested list starts at its first item
  const parent = stack[stack.length - 1];
  // An NMS ".1" that is not indented past the open level is not nested under it.
  if (token.kind === "dot-number" && parent && line.x < parent.x + SAME_INDENT) return null;
  const p = newParagraph(token, article, parent?.p, line);
  (parent ? parent.p.children : article.paragraphs).push(p);
  return [...stack, { p, kind: token.kind, last: value, x: line.x, ones: value === 1 && token.kind === "number" }];
}

/**
 * "A." again at the indent of the open "A.", over a new labelled paragraph ("A. Subcontract List: … 3. …" then
 * "A. Key Personnel Names: …"), after a sentence that has ended: the book lettered two paragraphs alike (an edit left
 * the letter), not a line of text. Each keeps the letter it was printed with.
 */
function isLetteredTwice(
  token: NumberingToken,
  sibling: OpenParagraph,
  stack: OpenParagraph[],
  line: SpecLine,
  nextText: string,
): boolean {
  if (token.kind !== "upper" || Math.abs(sibling.x - line.x) >= SAME_INDENT) return false;
  const text = token.rest.trim() || nextText.trim();
  const before = stack[stack.length - 1]!.p.text.trim();
  return isLabelled(text) && /[.:;]$/.test(before);
}

/** The open level a numbered line continues when it sits at the indent of an open item of its kind: the deepest
 * NMS level whose numbers it continues (sub-lists that lost their indentation; a number both levels could take stays
 * in the sub-list), else the first at that indent. */
function sameIndentLevel(
  stack: OpenParagraph[],
  token: NumberingToken,
  value: number,
  line: SpecLine,
  nestedKind: boolean,
): number {
  const at = (o: OpenParagraph) => o.kind === token.kind && Math.abs(o.x - line.x) < SAME_INDENT;
  if (token.kind === "dot-number" && nestedKind) {
    const deepest = stack.findLastIndex((o) => at(o) && value > o.last && value <= o.last + 4);
    if (deepest >= 0) return deepest;
  }
  return stack.findIndex((o) => (o.ones || nestedKind) && at(o));
}

/** The minor number of the part's last article ("1.3" → 3), 0 when it has none. */
function lastArticleNumber(articles: Article[], part: number): number {
  const last = articles.at(-1);
  if (!last || last.part !== part) return 0;
  return Number(last.number.split(".")[1]) || 0;
}

function newParagraph(
  token: NumberingToken,
  article: Article,
  parent: Paragraph | undefined,
  line: SpecLine,
): Paragraph {
  const printed = token.kind === "decimal" || token.kind === "sub-decimal";
  const ref = printed ? token.value : `${parent ? parent.ref : article.number}.${token.value}`;
  return { ref, token: token.value, kind: token.kind, page: line.page, text: token.rest, children: [], lines: [line] };
}

/**
 * "SUBMITTALS" or "Submittals" alone on its line, followed by the first paragraph of a list ("A.", "1.", "(a)"):
 * "over-list"; or "SUBMITTALS" between blank lines, followed by unnumbered paragraphs: "set-apart".
 */
function unnumberedArticleHeading(
  line: SpecLine,
  text: string,
  previous: SpecLine | undefined,
  next: SpecLine | undefined,
): "over-list" | "set-apart" | null {
  if (next === undefined || text.split(/\s+/).length > 6 || /^(SECTION|PART|END|DIVISION|NOTE)\b/i.test(text)) {
    return null;
  }
  // "SUBMITTALS:" over "A. SHOP DRAWINGS: …" (run-in office masters) is a heading as much as "SUBMITTALS".
  const capitals = /^[A-Z][A-Z ,&/'’()-]{2,60}:?$/.test(text);
  const titleCase = !capitals && /^[A-Z][A-Za-z ,&/'’()-]{2,60}$/.test(text) && isHeadingText(text);
  if (!capitals && !titleCase) return null;
  if (/^(?:[A1a][.)]|\([A1a]\))(?:\s|$)/.test(next.text)) return "over-list";
  const setApart = line.gapBefore || (previous !== undefined && PART.test(previous.text));
  return capitals && setApart && next.gapBefore ? "set-apart" : null;
}

type Heading = { number: string; title: string; runIn: string };

/** A title-only line: a heading, not a labelled paragraph ("Product Data:") or a reference ("Refer to Section …"). */
function isTitleLine(text: string): boolean {
  const t = text.trim();
  if (!isHeadingText(t)) return false;
  const capitals = !/[a-z]/.test(t);
  return capitals || (!t.endsWith(":") && !CITES_SECTION.test(t));
}

const CITES_SECTION = /\b(?:Section|Division)\s+\d|\b\d{2}\s?\d{2}\s?\d{2}\b/i;

/**
 * `previous`, `next`: the lines around it. A number alone on its line after an unfinished sentence ("… as specified
 * in Article" / "1.5.") is the sentence's end, unless a title follows it.
 */
function readArticleHeading(
  text: string,
  part: number,
  previous: string | undefined,
  next: string | undefined,
): Heading | "part" | null {
  const m = ARTICLE.exec(text);
  if (!m) return null;
  const major = Number(m[1]);
  if (m[2] === "0" && isHeadingText(m[3] ?? "")) return "part";
  if (part > 0 && major !== part) return null;
  const rest = (m[3] ?? "").trim();
  const number = `${m[1]}.${m[2]}`;
  if (rest === "") {
    const inSentence = previous !== undefined && !isHeadingText(previous) && !/[.:;!?)"”]$/.test(previous.trim());
    return inSentence && !isHeadingText(next ?? "") ? null : { number, title: "", runIn: "" };
  }
  const runIn = /^([^a-z:]*[A-Z][^a-z:]*?)\s*[:.]\s+(.+)$/.exec(rest);
  if (runIn && isHeadingText(runIn[1]!)) return { number, title: runIn[1]!.trim(), runIn: runIn[2]!.trim() };
  const title = rest.replace(/[:.]$/, "").trim();
  if (isHeadingText(title)) return { number, title, runIn: "" };
  return null;
}

/** An article printed without a decimal number: it takes the next number of its part ("1.4"). */
function impliedArticle(part: number, index: number, title: string, page: number): Article {
  return { number: `${part}.${index}`, title, runIn: "", part, page, introLines: [], paragraphs: [] };
}

/**
 * Lists whose levels were lost put a parent's details beside it. A markdown export numbers every item "1." and often
 * loses a level: "Shop Drawings:" stands alone and its details follow at its own indent; in such a list the items
 * after a label that stands alone are that label's details, up to the next label. In any list of numbered items, a
 * lead-in that ends in a colon and shows no sub-items of its own ("Shop drawings shall include:") owns the items
 * after it, up to the next labelled item ("Certifications:", "Test Reports: …").
 */
function gatherUnderLabels(paragraphs: Paragraph[]): Paragraph[] {
  const markdown = paragraphs.some((p) => markdownItems.has(p));
  const out: Paragraph[] = [];
  let owner: { p: Paragraph; by: "label" | "lead-in" } | null = null;
  for (const p of paragraphs) {
    if (markdown && isLoneLabel(p)) {
      owner = { p: { ...p, children: [] }, by: "label" };
      out.push(owner.p);
    } else if (owner?.by === "label") owner.p.children.push(withGatheredChildren(p));
    else if (isListLeadIn(p)) {
      owner = { p: { ...p, children: [] }, by: "lead-in" };
      out.push(owner.p);
    } else if (owner && !isLoneLabel(p) && !isLabelled(p.text)) owner.p.children.push(withGatheredChildren(p));
    else {
      owner = null;
      out.push(withGatheredChildren(p));
    }
  }
  return out;
}

function withGatheredChildren(p: Paragraph): Paragraph {
  return p.children.length === 0 ? p : { ...p, children: gatherUnderLabels(p.children) };
}

/** Kinds that number the items of a list; letters and decimals number paragraphs, each a requirement of its own. */
const LIST_ITEM_KINDS: ReadonlySet<TokenKind> = new Set(["number", "lower", "paren-number", "paren-lower"]);

/**
 * "Shop drawings shall include:" names the deliverable its items describe; "Submit the following:" or "The following
 * submittals are required:" names none, so the items after it are deliverables of their own.
 */
function isListLeadIn(p: Paragraph): boolean {
  const text = p.text.trim();
  const leadIn = p.children.length === 0 && LIST_ITEM_KINDS.has(p.kind) && /:$/.test(text);
  return leadIn && namesDocument(text) && !/\bsubmittals?\b/i.test(text);
}

/** A heading without a number over its paragraphs ("Submittal Schedule" / "Prepare and submit …"). */
export function isUnnumberedHeading(p: Paragraph): boolean {
  return p.kind === "unnumbered" && isLoneLabel({ ...p, children: [] });
}

function isLoneLabel(p: Paragraph): boolean {
  const t = p.text.trim();
  return p.children.length === 0 && t.split(/\s+/).length <= 6 && isHeadingText(t) && !CITES_SECTION.test(t);
}

/** "1. RELATED DOCUMENTS" → "RELATED DOCUMENTS": a title in capitals, or a short title-case one ("Submittals"). */
function listedArticleTitle(text: string): string | null {
  const m = LISTED_ARTICLE.exec(text);
  if (!m) return null;
  const title = m[1]!.trim();
  if (title.split(/\s+/).length > 6 || /^(SECTION|PART|END|DIVISION|NOTE)\b/i.test(title)) return null;
  const capitals = !/[a-z]/.test(title);
  return capitals || isHeadingText(title) ? title : null;
}

/**
 * Articles without numbered paragraphs (some engineers' styles, lost list letters) are split from the page. So is the
 * unnumbered text an article opens with before its numbered sub-articles ("1.5. SUBMITTALS" / "Schedules: …" /
 * "1.5.1. Review Action"): its paragraphs come first ("1.5[1]", "1.5[2]"). UFGS lists keep their lines to themselves.
 */
function withUnnumberedParagraphs(article: Article, right: number | null): Article {
  if (article.introLines.length === 0) return article;
  if (article.paragraphs.length === 0)
    return { ...article, paragraphs: splitUnnumbered(article.introLines, article.number, right) };
  if (!article.paragraphs.every((p) => p.kind === "decimal" || p.kind === "sub-decimal")) return article;
  if (hasSdHeadings(article.introLines)) return article;
  const intro = gatherUnderHeadings(splitUnnumbered(article.introLines, article.number, right));
  return { ...article, paragraphs: [...intro, ...article.paragraphs] };
}

/**
 * The opening text of an article with numbered sub-articles is sub-articles without numbers: a heading that stands
 * alone ("Submittal Procedures", "Submittal Schedule") owns the paragraphs after it, up to the next such heading.
 */
function gatherUnderHeadings(paragraphs: Paragraph[]): Paragraph[] {
  const out: Paragraph[] = [];
  let owner: Paragraph | null = null;
  for (const [index, p] of paragraphs.entries()) {
    const next = paragraphs[index + 1];
    if (isLoneLabel(p) && next !== undefined && !isLoneLabel(next)) {
      owner = { ...p, children: [] };
      out.push(owner);
    } else if (owner) owner.children.push(p);
    else out.push(p);
  }
  return out;
}

/**
 * The paragraphs that each state one requirement: a decimal heading ("3.1.8." / "Connections and Joints") stands for
 * its unnumbered paragraphs ("3.1.8[1]", "3.1.8[2]"); any other paragraph for itself.
 */
export function requirementParagraphs(paragraph: Paragraph): Paragraph[] {
  const headed =
    (paragraph.kind === "decimal" || paragraph.kind === "sub-decimal" || isUnnumberedHeading(paragraph)) &&
    paragraph.children.length > 0 &&
    paragraph.children.every((c) => c.kind === "unnumbered" || c.kind === "sub-decimal");
  return headed ? paragraph.children.flatMap(requirementParagraphs) : [paragraph];
}
