// Splits text without printed paragraph letters into its top-level paragraphs and their sub-items, from the page:
// blank lines, lines that stop short of the margin after a sentence, labels ("Product Data:"), list markers, lead-ins
// that end in a colon, and line-wrap width (sub-items wrap narrower than the text even when their indentation is lost).
import type { SpecLine } from "../lines/spec-line";
import type { Paragraph, TokenKind } from "./outline-types";
import { continuesSpelledNumber, readNumberingToken } from "./numbering-token";
import { isLabelled, splitLabel } from "./paragraph-label";
import { endsShort, wrapsNarrow } from "../lines/line-wrap";
import { joinText } from "./paragraph-text";

const BULLET = /^[•●▪■◦‣∙·]\s*/;
/** Markers of list items: what a lost top-level letter leaves visible are the levels below it. */
const ITEM_KINDS: ReadonlySet<TokenKind> = new Set(["number", "lower", "paren-number", "paren-lower", "paren-upper"]);

/** `entry`: an unmarked line of a lead-in's list, right under the lead-in ("Supports:" / "Description: …"). */
type Marker = { kind: TokenKind | "bullet" | "entry"; value: string };
type Block = { marker: Marker | null; lines: SpecLine[]; text: string };

/** The list marker a line opens with ("•", "1.", "a.", "(2)"), with the text after it. */
export function readItemMarker(text: string): { marker: Marker; rest: string } | null {
  const bullet = BULLET.exec(text);
  if (bullet) return { marker: { kind: "bullet", value: "" }, rest: text.slice(bullet[0].length) };
  const token = readNumberingToken(text);
  if (token && ITEM_KINDS.has(token.kind))
    return { marker: { kind: token.kind, value: token.value }, rest: token.rest };
  return null;
}

/**
 * Whether the numbered list that starts at `lines[start]` belongs to the unnumbered text before it (`leadIn`), as its
 * details: when its items are indented past that text or wrap narrower than the text, or, with no such evidence,
 * when the text ends in a colon. Items at the text's own edge that wrap at its full width are paragraphs of their own.
 */
export function leadInOwnsList(
  leadIn: readonly SpecLine[],
  lines: readonly SpecLine[],
  start: number,
  right: number | null,
): boolean {
  const kind = readItemMarker(lines[start]!.text)?.marker.kind;
  const leadX = leadIn.reduce((min, l) => Math.min(min, l.x), Infinity);
  const items: SpecLine[][] = [];
  let item: SpecLine[] | null = null;
  for (let i = start; i < lines.length && i < start + 40; i++) {
    const line = lines[i]!;
    const marker = readItemMarker(line.text)?.marker;
    if (marker?.kind === kind) items.push((item = [line]));
    else if (marker || (line.gapBefore && i > start) || /^(?:PART\s|\d{1,2}\.\d{1,2}\b)/.test(line.text)) {
      if (!marker) break;
      item = null; // a sub-item of the item: not part of its wrap
    } else item?.push(line);
  }
  if (items.some((it) => it[0]!.x > leadX + 3)) return true;
  const wrapped = items.filter((it) => it.length > 1);
  if (wrapped.some((it) => wrapsNarrow(it, right))) return true;
  if (wrapped.length > 0 && right !== null) return false;
  return /:$/.test(leadIn[leadIn.length - 1]!.text.trim());
}

/**
 * `refBase` numbers the top-level paragraphs ("1.4" → "1.4[1]", "1.4[2]"); `right` is where the text wraps
 * (null when unknown: only blank lines, markers and labels then split).
 */
export function splitUnnumbered(lines: readonly SpecLine[], refBase: string, right: number | null): Paragraph[] {
  return nest(readBlocks(lines, right), refBase, right);
}

function readBlocks(lines: readonly SpecLine[], right: number | null): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const block = blocks[blocks.length - 1];
    const before = block?.lines[block.lines.length - 1];
    const item = before && continuesSpelledNumber(before.text, line.text) ? null : readItemMarker(line.text);
    // A marker alone on its line ("•", "a.") takes the next line as its text.
    if (block && block.text === "" && !item) {
      block.lines.push(line);
      block.text = line.text;
      continue;
    }
    const previous = block?.lines[block.lines.length - 1];
    const entry = block && previous && item === null && !line.gapBefore && opensEntry(block, previous, line);
    const opens =
      !block ||
      !previous ||
      item !== null ||
      entry ||
      line.gapBefore ||
      opensLabelledParagraph(line, previous) ||
      // Inside a marked item only markers, blank lines and labels end it: its lines wrap at the item's own measure.
      (block.marker === null && endsShort(previous, line, right));
    const marker = entry ? { kind: "entry" as const, value: "" } : (item?.marker ?? null);
    if (opens) blocks.push({ marker, lines: [line], text: item ? item.rest : line.text });
    else {
      block.lines.push(line);
      block.text = joinText(block.text, line.text);
    }
  }
  return blocks.filter((b) => b.text !== "" || b.marker !== null);
}

/**
 * A labelled line right under a lead-in that ends in a colon starts the lead-in's labelled list ("Hangers and
 * Supports:" / "Description: …"), and in that list each label after a finished sentence starts the next entry.
 * Unlabelled lines under a lead-in ("… include:" / "Fan curves" / "Wiring diagrams") stay in its text, one detail
 * per line run (`listedItems`): nothing marks where such an entry would end. A label standing alone ("Product
 * Data:") is followed by its own text.
 */
function opensEntry(block: Block, previous: SpecLine, line: SpecLine): boolean {
  if (block.marker?.kind === "entry") return opensLabelledParagraph(line, previous);
  return /:$/.test(previous.text.trim()) && isLabelled(line.text);
}

type Level = { kind: Marker["kind"] | "unnumbered"; p: Paragraph };

function nest(blocks: Block[], refBase: string, right: number | null): Paragraph[] {
  const top: Paragraph[] = [];
  // The open sub-levels under the current top-level paragraph, outermost first.
  let levels: Level[] = [];
  // Bullets (or numbers) that open the text are its top level.
  const topKind = blocks[0]?.marker?.kind ?? null;
  for (const block of blocks) {
    const current = top[top.length - 1];
    const kind = block.marker?.kind ?? null;
    if (current && kind !== null && kind !== topKind) {
      placeItem(current, levels, block, kind);
      continue;
    }
    if (current && kind === null && isUnmarkedSubItem(block, current, levels, right)) {
      const p = paragraph(`${current.ref}[${current.children.length + 1}]`, "", "unnumbered", block);
      current.children.push(p);
      levels = [{ kind: "unnumbered", p }];
      continue;
    }
    top.push(paragraph(`${refBase}[${top.length + 1}]`, "", "unnumbered", block));
    levels = [];
  }
  return top;
}

/** Puts a marked item under the current paragraph: beside an open item of its kind, else under the last open item. */
function placeItem(current: Paragraph, levels: Level[], block: Block, kind: Marker["kind"]): void {
  const same = levels.findIndex((l) => l.kind === kind);
  const kept = same >= 0 ? levels.slice(0, same) : levels.filter((l) => l.kind !== "unnumbered");
  const parent = kept[kept.length - 1]?.p ?? current;
  const token = block.marker!.value;
  const ref = token ? `${parent.ref}.${token}` : `${parent.ref}[${parent.children.length + 1}]`;
  const p = paragraph(ref, token, kind === "bullet" || kind === "entry" ? "unnumbered" : kind, block);
  parent.children.push(p);
  levels.splice(0, levels.length, ...kept, { kind, p });
}

/**
 * An unmarked block stays a detail of the paragraph before it when that paragraph is a lead-in ("… the following:")
 * whose list has shown no markers and the block neither carries a label nor wraps at the full width, or when the
 * block wraps narrower than the text.
 */
function isUnmarkedSubItem(block: Block, current: Paragraph, levels: Level[], right: number | null): boolean {
  if (isLabelled(block.text)) return false;
  if (wrapsNarrow(block.lines, right)) return true;
  const unmarkedList = levels.every((l) => l.kind === "unnumbered") && current.children.every((c) => c.token === "");
  return unmarkedList && /:$/.test(current.text.trim()) && block.lines.length === 1;
}

function paragraph(ref: string, token: string, kind: TokenKind, block: Block): Paragraph {
  return { ref, token, kind, page: block.lines[0]!.page, text: block.text, children: [], lines: block.lines };
}

/**
 * "Shop Drawings: Indicate …" at the start of a line, after a line that ends a sentence, opens a paragraph even
 * without space above it (typists who separate paragraphs by their labels only). After a lead-in that ends with a
 * colon, labelled lines stay its details.
 */
function opensLabelledParagraph(line: SpecLine, previous: SpecLine): boolean {
  if (!/[.;]$/.test(previous.text.trim())) return false;
  const labelled = splitLabel(line.text);
  return labelled !== null && labelled.rest !== "" && isLabelled(line.text);
}
