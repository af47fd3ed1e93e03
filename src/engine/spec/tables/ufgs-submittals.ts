// Reads a UFGS submittals list: "SD-03 Product Data" headings, each followed by indented items
// ("Sealants; G, [_____]"). Every item is one submittal; ref "1.2:SD-03:1" (article, SD group, item index).
import type { Submittal } from "../../../contract/submittal";
import type { Article } from "../outline/outline-types";
import type { SpecLine } from "../lines/spec-line";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";
import type { SectionContext } from "../sections/section-context";
import { categoryFromSdCode } from "../vocabulary/submittal-category";
import { linesRegion } from "../outline/paragraph-region";
import { typeForName } from "../vocabulary/type-from-name";
import { itemType } from "../vocabulary/item-type";
import { sectionItem } from "../deliverables/build-submittal";
import { EVIDENCE } from "../deliverables/item-evidence";

const SD_HEADING = /^SD-(\d{2})\s+(.+?)\s*$/;
// A sentence of instructions under an item ("Include physical characteristics …") is a note, not an item.
const NOTE = /^[A-Z][a-z]+ .{30,}\.$/;

const UNFINISHED = /(?:[,/&(-]|\b(?:and|or|of|for|with|to|the))\s*$/i;

type Group = { code: string; name: string; x: number; items: { lines: SpecLine[] }[] };

export function hasUfgsList(article: Article): boolean {
  return article.introLines.some((l) => SD_HEADING.test(l.text));
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
      if (NOTE.test(raw) && index > 0) {
        const previous = out[out.length - 1]!;
        previous.specifications = `${previous.specifications}\n${raw}`;
        previous.sourceText = `${previous.sourceText}\n${raw}`;
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
    }
  }
  return out;
}

function collectGroups(lines: SpecLine[]): Group[] {
  const groups: Group[] = [];
  let group: Group | null = null;
  const left = Math.min(...lines.map((l) => l.x));
  // Without indentation (OCR, trimmed text) items are told apart by the blank space between them.
  const indentKnown = lines.some((l) => l.x > left + 3 && !SD_HEADING.test(l.text));
  let previous: SpecLine | null = null;
  for (const line of lines) {
    const pageBreak = previous !== null && previous.page !== line.page;
    const unfinished = previous !== null && UNFINISHED.test(previous.text);
    // An item too long for its column wraps onto a line at the same indentation, in a narrow column often just its
    // classification ("Design Calculations; " / "G"): an item stopped at a dangling ";", comma or word runs on.
    const runsOn = previous !== null && (unfinished || /;\s*$/.test(previous.text));
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
    const startsItem = indentKnown ? line.x > group.x + 3 && !(last && runsOn && !line.gapBefore) : gap || !last;
    if (startsItem) group.items.push({ lines: [line] });
    else if (last && !gap) last.lines.push(line);
    else group = null; // unindented text after a gap ends the list
  }
  return groups;
}
