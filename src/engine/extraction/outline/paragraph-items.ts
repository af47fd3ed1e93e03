// A paragraph's listed details as data ("1. Cementitious materials. 2. Admixtures." → two strings), so review can
// split one register item into one per product: its sub-paragraphs, or the unmarked lines under a lead-in ending in
// a colon, or a numbered run written inline after such a lead-in. A note under an unmarked line ("Show …") stays
// with that line.
import type { Paragraph } from "./outline-types";
import type { SpecLine } from "../lines/spec-line";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
import { paragraphTexts } from "./paragraph-text";
import { opensWithInstruction } from "./note-line";

const MAX_ITEMS = 200;
const MAX_ITEM_LENGTH = 2000;
const BULLET = /^[•●▪■◦‣∙·–-]\s+/;
const ENDS_ITEM = /[.;]$/;
// A line ending on a comma or a joining word runs on into the next.
const UNFINISHED = /(?:[,/&(-]|\b(?:and|or|of|for|with|to|the|a|an|in))$/i;
// A label alone on its line ("A. Product Data:") heads the paragraph's body, not a list.
const BARE_LABEL = /^(?:\S{1,4}\s+)?(?:\S+\s+){0,2}\S+:$/;
// A line that stops this much short of the paragraph's widest line ends its item (the next line is a new one).
const SHORT_LINE = 0.8;
// "… the following: 1. Cementitious materials. 2. Admixtures." — markers "1." / "(1)" / "a." / "(a)" inside the text.
const INLINE_LEAD_IN = /:\s*(?=\(?(?:1|a)[.)]\s)/;
const INLINE_MARKER = /(?:^|\s)(?:\(?(\d{1,2}|[a-z])[.)])\s+/g;

/** The listed details, or undefined when the paragraph lists none. */
export function listedItems(paragraph: Paragraph): string[] | undefined {
  const items =
    paragraph.children.length > 0
      ? paragraph.children.map((child) => paragraphTexts(child).join(" "))
      : (unmarkedItems(paragraph.lines ?? []) ?? inlineItems(paragraph.text));
  const kept = (items ?? []).map((i) => i.trim().slice(0, MAX_ITEM_LENGTH)).filter((i) => i !== "");
  return kept.length > 0 ? kept.slice(0, MAX_ITEMS) : undefined;
}

/** Lines after a lead-in that ends with a colon, one item per line run: a run ends with a sentence, a short line or
 * before a bullet. Fewer than two items is a wrapped sentence, not a list. */
function unmarkedItems(lines: readonly SpecLine[]): string[] | undefined {
  const leadIn = lines.findIndex((l) => /:$/.test(l.text.trim()) && !BARE_LABEL.test(l.text.trim()));
  if (leadIn < 0 || leadIn >= lines.length - 2) return undefined;
  const rest = lines.slice(leadIn + 1);
  // The right margin the paragraph's text wraps at, the lead-in's lines included (they run full width).
  const widest = Math.max(...lines.map((l) => l.x + (l.width ?? 0)));
  const left = Math.min(...rest.map((l) => l.x));
  const items: string[] = [];
  /** Whether each item is a name (no sentence): only a name takes a note. */
  const named: boolean[] = [];
  let previous: SpecLine | undefined;
  for (const line of rest) {
    const text = line.text.trim();
    const bullet = BULLET.test(text);
    const previousText = previous?.text.trim() ?? "";
    const previousEnded =
      previous === undefined ||
      ENDS_ITEM.test(previousText) ||
      (!UNFINISHED.test(previousText) &&
        previous.width !== undefined &&
        previous.x + previous.width - left < (widest - left) * SHORT_LINE);
    const clean = text.replace(BULLET, "");
    // A line that opens in lower case carries on the sentence above it; one that opens with an instruction ("Show
    // …", "Include …") under an item that is a name, not a sentence, is a note on that item, not an item of its own
    // (one note: a further instruction is read as before).
    const note = !bullet && named[items.length - 1] === true && opensWithInstruction(clean);
    if (note) {
      items[items.length - 1] = `${items[items.length - 1]!}: ${clean}`;
      named[items.length - 1] = false;
    } else if (bullet || (previousEnded && !/^[a-z]/.test(clean)) || items.length === 0) {
      items.push(clean);
      named.push(!opensWithInstruction(clean) && !/[.:;,]$/.test(clean));
    } else {
      items[items.length - 1] = joinWrapped(items[items.length - 1]!, clean);
      if (named[items.length - 1]) named[items.length - 1] = !/[.:;,]$/.test(clean);
    }
    previous = line;
  }
  return items.length >= 2 ? items : undefined;
}

/** A numbered run after the paragraph's colon, in order from its first marker ("1." or "a."). */
function inlineItems(text: string): string[] | undefined {
  const colon = INLINE_LEAD_IN.exec(text);
  if (!colon) return undefined;
  const tail = text.slice(colon.index + 1);
  const markers = [...tail.matchAll(INLINE_MARKER)];
  const first = markers[0];
  if (!first) return undefined;
  const inOrder = markers.filter((m, i) => m[1] === sequenceValue(first[1]!, i));
  if (inOrder.length < 2 || inOrder.length !== markers.length) return undefined;
  return inOrder.map((m, i) => {
    const end = inOrder[i + 1]?.index ?? tail.length;
    return tail.slice(m.index + m[0].length, end).trim();
  });
}

function sequenceValue(first: string, index: number): string {
  return first === "1" ? String(index + 1) : String.fromCharCode(first.charCodeAt(0) + index);
}

function joinWrapped(a: string, b: string): string {
  return /[A-Za-z]-$/.test(a) && /^[a-z]/.test(b) ? `${a}${b}` : joinAtSoftHyphen(a, b);
}
