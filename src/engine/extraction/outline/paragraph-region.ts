// Where a paragraph sits on its page, for the source viewer's highlight: the union of its lines' boxes (its
// sub-paragraphs' included) on the page it starts on.
import type { SubmittalRegion } from "../../../contract/submittal";
import type { Paragraph } from "./outline-types";
import type { SpecLine } from "../lines/spec-line";

/** The region of `lines` on `page` (default: the first line's page); undefined when none of them lies there. */
export function linesRegion(lines: readonly SpecLine[], page = lines[0]?.page): SubmittalRegion | undefined {
  let region: SubmittalRegion | undefined;
  for (const line of lines) {
    if (line.page !== page) continue;
    const x0 = line.x + (line.shift ?? 0);
    const x1 = x0 + (line.width ?? 0);
    const y1 = line.y + line.height;
    region = region
      ? {
          page: line.page,
          x0: Math.min(region.x0, x0),
          y0: Math.min(region.y0, line.y),
          x1: Math.max(region.x1, x1),
          y1: Math.max(region.y1, y1),
        }
      : { page: line.page, x0, y0: line.y, x1, y1 };
  }
  return region && roundRegion(region);
}

/** The paragraph's region on its first page; undefined when the parser kept no lines for it. */
export function paragraphRegion(paragraph: Paragraph): SubmittalRegion | undefined {
  return linesRegion(paragraphLines(paragraph), paragraph.page);
}

function paragraphLines(paragraph: Paragraph): SpecLine[] {
  return [...(paragraph.lines ?? []), ...paragraph.children.flatMap(paragraphLines)];
}

/** Points to two decimals: finer than any screen shows, and the register's JSON stays readable. */
function roundRegion(r: SubmittalRegion): SubmittalRegion {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { page: r.page, x0: round(r.x0), y0: round(r.y0), x1: round(r.x1), y1: round(r.y1) };
}
