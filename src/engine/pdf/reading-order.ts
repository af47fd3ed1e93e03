// Turns a page's text runs into clean lines in reading order.
import type { TextLine } from "../types";
import { groupRows } from "./group-rows";
import { splitColumns } from "./split-columns";
import { stripMarginLineNumbers } from "./strip-margin-line-numbers";
import type { TextFragment } from "./text-fragment";

/** A horizontal run is about 1.2 em tall; a run much taller than its font is set sideways or at an angle. */
const isRotated = (f: TextFragment) => f.height > f.fontSize * 2.2;

function rotatedLine(f: TextFragment): TextLine {
  return { text: f.text.trim(), x: f.x, y: f.y, width: f.width, height: f.height, fontSize: f.fontSize, bold: f.bold };
}

export function linesInReadingOrder(fragments: TextFragment[]): TextLine[] {
  const horizontal = fragments.filter((f) => !isRotated(f));
  const body = stripMarginLineNumbers(horizontal);
  const lines = splitColumns(body).flatMap((group) => groupRows(group));
  // Sideways text (margin notes, stamps, watermarks) would glue itself to whatever row it crosses;
  // it is kept, one line per run, after the page's text.
  for (const f of fragments) if (isRotated(f)) lines.push(rotatedLine(f));
  return lines;
}
