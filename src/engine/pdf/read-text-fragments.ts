// Pulls the text runs of one page out of mupdf's structured text, as plain objects.
import type * as mupdf from "mupdf";
import type { TextFragment } from "./text-fragment";

type StextJson = {
  blocks: Array<
    | {
        type: "text";
        lines: Array<{
          wmode: number;
          bbox: { x: number; y: number; w: number; h: number };
          font: { weight?: string; size: number };
          text: string;
        }>;
      }
    | { type: "image" }
  >;
};

// Whitespace kept as written so gaps inside one run survive. Ligatures are expanded (mupdf's default):
// "ﬁ" must read as "fi" or "Certiﬁcates" never matches "Certificates". mupdf's own clipping bounds every glyph
// (about 10 % of the page's extraction time); whole runs off the page are dropped below instead.
const stextOptions = "preserve-whitespace,clip=no";

/** Page box as mupdf reports it: [x0, y0, x1, y1]. */
export type PageBounds = readonly [number, number, number, number];

export function readTextFragments(page: mupdf.Page, bounds: PageBounds): TextFragment[] {
  const [x0, y0, x1, y1] = bounds;
  const stext = page.toStructuredText(stextOptions);
  let json: StextJson;
  try {
    // One JSON string per page crosses the WASM boundary far faster than a callback per character.
    json = JSON.parse(stext.asJSON()) as StextJson;
  } finally {
    stext.destroy();
  }
  const fragments: TextFragment[] = [];
  for (const block of json.blocks) {
    if (block.type !== "text") continue;
    for (const line of block.lines) {
      if (line.text.trim() === "") continue;
      const { x, y, w, h } = line.bbox;
      // Text drawn entirely outside the page box (slugs, hidden leftovers) is not on the printed page.
      if (x >= x1 || y >= y1 || x + w <= x0 || y + h <= y0) continue;
      fragments.push({
        text: line.text,
        x: line.bbox.x,
        y: line.bbox.y,
        width: line.bbox.w,
        height: line.bbox.h,
        fontSize: line.font.size,
        bold: line.font.weight === "bold",
      });
    }
  }
  return fragments;
}
