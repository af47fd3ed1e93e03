// Turns a page's text runs into clean lines in reading order.
import type { TextLine } from "../types";
import { groupRows } from "./group-rows";
import { splitColumns } from "./split-columns";
import { stripMarginLineNumbers } from "./strip-margin-line-numbers";
import type { TextFragment } from "./text-fragment";

export function linesInReadingOrder(fragments: TextFragment[]): TextLine[] {
  const body = stripMarginLineNumbers(fragments);
  return splitColumns(body).flatMap((group) => groupRows(group));
}
