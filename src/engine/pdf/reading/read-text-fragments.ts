// Pulls the text runs of one page out of mupdf's structured text, as plain objects.
import * as mupdf from "mupdf";
import type { TextFragment } from "../text-fragment";

// Whitespace kept as written so gaps inside one run survive. Ligatures are expanded (mupdf's default):
// "ﬁ" must read as "fi" or "Certiﬁcates" never matches "Certificates". mupdf's own clipping bounds every glyph
// (about 10 % of the page's extraction time); whole runs off the page are dropped below instead.
const stextOptions = "preserve-whitespace,clip=no";

/** Page box as mupdf reports it: [x0, y0, x1, y1]. */
export type PageBounds = readonly [number, number, number, number];

/** A run's box and writing direction, in the order mupdf's plain-text output prints the runs. */
type RunBox = { bbox: mupdf.Rect; dir: mupdf.Point };

/** A line of mupdf's structured text drawn more than about 3° off the horizontal is set sideways or at an angle. */
const isUpright = (dir: mupdf.Point) => Math.abs(dir[1]) < 0.05 && dir[0] > 0;

/**
 * Positions come from walking the runs (no per-character calls) and their words from mupdf's plain-text output,
 * which prints the same runs in the same order: together about five times cheaper than the JSON output, which
 * formats a font description for every run. The JSON output supplies the words when the two cannot be paired.
 * Colour management is off while the structured text is built: it records each character's colour, which nothing
 * here reads, and converting it through ICC profiles cost about 5 % of a page (and each thread's first links, more).
 */
export function readTextFragments(page: mupdf.Page, bounds: PageBounds): TextFragment[] {
  const stext = withoutColourManagement(() => page.toStructuredText(stextOptions));
  try {
    const blocks = walkRuns(stext);
    const runsPerBlock = blocks.map((block) => block.length);
    const texts = pairRunTexts(stext.asText(), runsPerBlock) ?? runTextsFromJson(stext);
    const fragments: TextFragment[] = [];
    let i = 0;
    for (const block of blocks) {
      for (const { bbox, dir } of block) {
        const text = texts[i++];
        if (text === undefined) throw new Error("mupdf's text runs and their positions disagree");
        if (isBlank(text) || isOffPage(bbox, bounds)) continue;
        const x0 = toHundredths(bbox[0]);
        const y0 = toHundredths(bbox[1]);
        const x1 = toHundredths(bbox[2]);
        const height = toHundredths(bbox[3]) - y0;
        const { x, width } = inkSpan(text, x0, x1);
        fragments.push({ text, x, y: y0, width, height, upright: isUpright(dir) });
      }
    }
    if (i !== texts.length) throw new Error("mupdf's text runs and their positions disagree");
    return fragments;
  } finally {
    stext.destroy();
  }
}

/** `read` with mupdf's colour management off; on again after (rendering a page for OCR converts through it). */
function withoutColourManagement<T>(read: () => T): T {
  mupdf.disableICC();
  try {
    return read();
  } finally {
    mupdf.enableICC();
  }
}

/** Only white space (what `text.trim() === ""` says, without making the trimmed copy). */
const isBlank = (text: string) => !/\S/.test(text);

/**
 * Where a run's written characters start and end. A run that opens with spaces (text printed line for line, its
 * indentation typed as spaces) has its box start at the first space: the indentation is where the ink starts. The
 * spaces are taken at the run's mean character width, which is exact for the fixed-pitch fonts such text is printed
 * in, and keeps the order of indents in any font.
 */
export function inkSpan(text: string, x0: number, x1: number): { x: number; width: number } {
  if (!/^\s|\s$/.test(text)) return { x: x0, width: x1 - x0 };
  const leading = text.length - text.trimStart().length;
  const trailing = text.length - text.trimEnd().length;
  const perChar = (x1 - x0) / text.length;
  return { x: toHundredths(x0 + leading * perChar), width: toHundredths((text.length - leading - trailing) * perChar) };
}

/** mupdf's single-precision coordinates carry noise digits ("72.19999694824219"); every page crosses threads as JSON. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** The runs' boxes, block by block, without visiting their characters. */
export function walkRuns(stext: mupdf.StructuredText): RunBox[][] {
  const blocks: RunBox[][] = [];
  stext.walk({
    beginTextBlock: () => blocks.push([]),
    beginLine: (bbox, _wmode, dir) => blocks.at(-1)?.push({ bbox, dir }),
  });
  return blocks;
}

/** Text drawn entirely outside the page box (slugs, hidden leftovers) is not on the printed page. */
function isOffPage([x0, y0, x1, y1]: mupdf.Rect, [left, top, right, bottom]: PageBounds): boolean {
  return x0 >= right || y0 >= bottom || x1 <= left || y1 <= top;
}

/**
 * Splits mupdf's plain text into one string per run: every run ends with a newline and every text block with one
 * more. Null when the text does not have that shape (a run whose own characters include a newline).
 */
export function pairRunTexts(text: string, runsPerBlock: number[]): string[] | null {
  const texts: string[] = [];
  let at = 0;
  for (const runs of runsPerBlock) {
    for (let i = 0; i < runs; i++) {
      const end = text.indexOf("\n", at);
      if (end < 0) return null;
      texts.push(text.slice(at, end));
      at = end + 1;
    }
    if (text[at] !== "\n") return null;
    at++;
  }
  return at === text.length ? texts : null;
}

type StextJson = { blocks: Array<{ type: string; lines?: Array<{ text: string }> }> };

/** The runs' words from mupdf's JSON output, in the order the walk visits the runs. */
export function runTextsFromJson(stext: mupdf.StructuredText): string[] {
  const json = JSON.parse(stext.asJSON()) as StextJson;
  return json.blocks.flatMap((block) => (block.type === "text" ? (block.lines ?? []).map((line) => line.text) : []));
}
