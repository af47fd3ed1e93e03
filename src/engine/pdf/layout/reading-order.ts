// Turns a page's text runs into clean lines in reading order.
import type { TextLine } from "../../types";
import { dropOverlays } from "./drop-overlays";
import { linesFromRuns } from "./group-rows";
import { withoutInvisibles } from "./invisible-characters";
import { splitColumns } from "./split-columns";
import { stripMarginLineNumbers } from "./strip-margin-line-numbers";
import type { TextFragment } from "../text-fragment";

function rotatedLine(f: TextFragment): TextLine {
  return { text: withoutInvisibles(f.text).trim(), x: f.x, y: f.y, width: f.width, height: f.height };
}

export function linesInReadingOrder(all: TextFragment[]): TextLine[] {
  const fragments = dropOverlays(all);
  const horizontal = fragments.filter((f) => f.upright);
  const body = stripMarginLineNumbers(horizontal);
  const groups = splitColumns(body);
  const lines =
    groups.length === 1
      ? linesFromRuns(groups[0]!.runs)
      : groups.flatMap(({ runs, shift }, group) =>
          linesFromRuns(runs).map((line): TextLine => (shift > 0 ? { ...line, group, shift } : { ...line, group })),
        );
  // Sideways text (margin notes, stamps, watermarks) would glue itself to whatever row it crosses;
  // it is kept, one line per run, after the page's text.
  for (const f of fragments) if (!f.upright && withoutInvisibles(f.text).trim() !== "") lines.push(rotatedLine(f));
  return lines;
}
