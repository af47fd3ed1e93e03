// Reads a UFGS submittals list: "SD-03 Product Data" headings, each followed by indented items
// ("Sealants; G, [_____]"). Every item is one submittal; ref "1.2:SD-03:1" (article, SD group, item index).
// A note printed under an item ("Show elevations, construction details, metal gages, hardware" / "and anchorage
// details.") is that item's details: a sentence, or a line set deeper than the items, with the lines it runs on to.
// It is never an item and takes no index.
import { SD_HEADING, hasSdHeadings } from "../outline/sd-heading";
import type { Submittal } from "../../../contract/submittal";
import type { Article } from "../outline/outline-types";
import type { SpecLine } from "../lines/spec-line";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
import type { SectionContext } from "../sections/section-context";
import { categoryFromSdCode } from "../vocabulary/submittal-category";
import { linesRegion } from "../outline/paragraph-region";
import { typeForName } from "../vocabulary/type-from-name";
import { itemType } from "../vocabulary/item-type";
import { sectionItem } from "./build-submittal";
import { EVIDENCE } from "./item-evidence";
import { noteRunsOn, readsAsNote } from "../outline/note-line";
import { leftRoomForNextWord, wrapRight } from "../lines/line-wrap";

// A sentence of instructions under an item ("Include physical characteristics …") is a note, not an item.
const NOTE = /^[A-Z][a-z]+ .{30,}\.$/;

const UNFINISHED = /(?:[,/&(-]|\b(?:and|or|of|for|with|to|the))\s*$/i;

/** An item's own lines (its name, wrapped) and the lines of the notes printed under it. */
type Item = { lines: SpecLine[]; notes: SpecLine[] };
type Group = { code: string; name: string; x: number; items: Item[] };

export function hasUfgsList(article: Article): boolean {
  return hasSdHeadings(article.introLines);
}

export function readUfgsList(article: Article, context: SectionContext): Submittal[] {
  const groups = collectGroups(article.introLines);
  const out: Submittal[] = [];
  for (const group of groups) {
    const code = Number(group.code);
    // "SD-01 Preconstruction Submittals" keeps its name; "SD-05 Design Data" is the vocabulary's Design Data.
    const reading = typeForName(group.name);
    let index = 0;
    for (const item of group.items) {
      const raw = item.lines.map((l) => l.text).reduce(joinAtSoftHyphen, "");
      const note = item.notes.map((l) => l.text.trim()).join(" ");
      if ((NOTE.test(raw) || readsAsNote(raw)) && index > 0) {
        addNote(out[out.length - 1]!, [raw, note].filter(Boolean).join(" "));
        continue;
      }
      index++;
      const [name, ...classification] = raw.split(";");
      const description = name!.trim();
      // The group's name ("SD-01 Preconstruction Submittals") is the item's label when it says more than its type.
      const typed = itemType({ ...reading, label: group.name, text: description });
      const cls = classification.join(";").trim();
      const bbox = linesRegion(item.lines);
      out.push(
        sectionItem(context, {
          description,
          ...typed,
          specifications: [`SD-${group.code} ${group.name}`, cls ? `Classification: ${cls}` : ""]
            .filter(Boolean)
            .join("\n"),
          page: item.lines[0]!.page,
          ref: `${article.number}:SD-${group.code}:${index}`,
          category: categoryFromSdCode(code),
          sourceText: raw,
          ...(bbox ? { bbox } : {}),
          confidence: "high",
          evidence: [EVIDENCE.inList, EVIDENCE.sdHeading],
        }),
      );
      if (note) addNote(out[out.length - 1]!, note);
    }
  }
  return out;
}

function addNote(item: Submittal, note: string): void {
  item.specifications = `${item.specifications}\n${note}`;
  item.sourceText = `${item.sourceText}\n${note}`;
}

function collectGroups(lines: SpecLine[]): Group[] {
  const groups: Group[] = [];
  let group: Group | null = null;
  const left = Math.min(...lines.map((l) => l.x));
  // Without indentation (OCR, trimmed text) items are told apart by the blank space between them.
  const indentKnown = lines.some((l) => l.x > left + 3 && !SD_HEADING.test(l.text));
  const right = wrapRight(lines) ?? widestRight(lines);
  let previous: SpecLine | null = null;
  for (const line of lines) {
    const pageBreak = previous !== null && previous.page !== line.page;
    const unfinished = previous !== null && UNFINISHED.test(previous.text);
    // An item too long for its column wraps onto a line at the same indentation, in a narrow column often just its
    // classification ("Design Calculations; " / "G"): an item stopped at a dangling ";", comma or word runs on; so
    // does one the margin stopped ("… evidence of regular equipment" / "calibration where applicable").
    const runsOn =
      previous !== null && (unfinished || /;\s*$/.test(previous.text) || stoppedByMargin(previous, line, right));
    previous = line;
    const heading = SD_HEADING.exec(line.text);
    if (heading) {
      group = { code: heading[1]!, name: heading[2]!, x: line.x, items: [] };
      groups.push(group);
      continue;
    }
    if (!group) continue;
    const last = group.items[group.items.length - 1];
    // A page break hides the blank space between items; an item only runs on after a dangling comma or word.
    const gap = line.gapBefore || (pageBreak && !unfinished);
    if (last && isNoteLine(line, last, gap, indentKnown, runsOn)) {
      last.notes.push(line);
      continue;
    }
    const startsItem = indentKnown ? line.x > group.x + 3 && !(last && runsOn && !line.gapBefore) : gap || !last;
    if (startsItem) group.items.push({ lines: [line], notes: [] });
    else if (last && !gap) last.lines.push(line);
    else group = null; // unindented text after a gap ends the list
  }
  return groups;
}

/** The right end of the widest line, for a list too short to show where its lines wrap. */
function widestRight(lines: readonly SpecLine[]): number | null {
  const rights = lines.flatMap((l) => (l.width === undefined ? [] : [l.x + l.width]));
  return rights.length > 0 ? Math.max(...rights) : null;
}

/** `previous` ran to the margin: `line`, right under it at its indentation on the same page, is its next line, not a
 * new entry. */
function stoppedByMargin(previous: SpecLine, line: SpecLine, right: number | null): boolean {
  if (right === null || line.gapBefore || previous.page !== line.page || Math.abs(line.x - previous.x) > 3)
    return false;
  if (SD_HEADING.test(previous.text) || CLASSIFIED.test(previous.text)) return false;
  return !leftRoomForNextWord(previous, line, right);
}

// "; G", "; G, AE", "; S": the approving classification that ends a UFGS list entry.
const CLASSIFIED = /;\s*(?:\[?[A-Z]{1,3}\]?)(?:\s*,\s*\[?[A-Z_]{1,6}\]?)*\s*$/;

/**
 * A line of a note under `item`: the next line of a note that has not finished its sentence, a sentence of its own
 * ("Include …", "… must be shown on the drawings."), or, when indentation is known, a line set deeper than the item
 * that the item's own name does not run on to.
 */
function isNoteLine(line: SpecLine, item: Item, gap: boolean, indentKnown: boolean, runsOn: boolean): boolean {
  // An entry that carries its classification ("Iron and Steel Hardware; G") is an entry wherever OCR set it.
  if (CLASSIFIED.test(line.text) && !readsAsNote(line.text.replace(CLASSIFIED, ""))) return false;
  const lastNote = item.notes[item.notes.length - 1];
  const itemX = item.lines[0]!.x;
  // Back at the items' indentation from a note set deeper, a capital opens the next item.
  if (lastNote && indentKnown && lastNote.x > itemX + 3 && Math.abs(line.x - itemX) <= 3 && /^[A-Z]/.test(line.text))
    return false;
  if (lastNote && !gap && noteRunsOn(lastNote.text)) return true;
  // A further line set as deep as the note before it belongs to that note.
  if (lastNote && indentKnown && Math.abs(line.x - lastNote.x) <= 3 && line.x > itemX + 3) return true;
  if (readsAsNote(line.text) && !/^[a-z]/.test(line.text.trim())) return !(runsOn && !gap && !lastNote);
  return indentKnown && !runsOn && line.x > itemX + 3;
}
