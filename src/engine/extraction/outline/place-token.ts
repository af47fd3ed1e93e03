// Places a numbered paragraph ("A.", "1.", ".1", "1.3.2") into an article's tree of open paragraphs: the indent and
// the numbering kind tell its level, and a number that breaks the list's order is text, not a paragraph.
import type { SpecLine } from "../lines/spec-line";
import type { Article, Paragraph, TokenKind } from "./outline-types";
import { ordinal, type NumberingToken } from "./numbering-token";
import { isLabelled } from "./paragraph-label";

/** Paragraphs of lists numbered "1." throughout: the export dropped their hierarchy, see gatherUnderLabels. */
export const markdownItems = new WeakSet<Paragraph>();

/**
 * `ones`: every item of this list so far reads "1." (a markdown export), so indentation alone tells the levels.
 * `edge`: a paragraph numbered at the left edge among listed articles, after an indented list.
 */
export type OpenParagraph = { p: Paragraph; kind: TokenKind; last: number; x: number; ones?: boolean; edge?: boolean };
// NMS levels all read ".1", ".2"; a level is the token kind at one indentation.
export const SAME_INDENT = 6;

/** Puts a numbered paragraph into the tree; returns the new stack, or null when the token is really text.
 * `nextText`: the line after, which holds the paragraph's text when the token stands alone on its line. */
export function placeToken(
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
