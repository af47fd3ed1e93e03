// Recognises the text of a page without a text layer: probe bands first, then the rest of the page, all within the
// page's OCR budget. The OCR engine starts on the first scanned page only: most books never need it (~100 MB).
import type * as mupdf from "mupdf";
import { createOcrEngine } from "../ocr/ocr-engine";
import type { OcrEngine } from "../ocr/ocr-engine-types";
import { DEFAULT_OCR_PAGE_CPU_SECONDS, readOcrSettings, type OcrSettings } from "../ocr/ocr-settings";
import { cropBand, inkedBlocks, probeBands, restAround, type Band } from "../ocr/ocr-probe-bands";
import { countRealWords, type OcrLine } from "../ocr/ocr-tsv";
import { PageOverBudgetError } from "../budgets/page-over-budget";
import { holdJsBytes, releaseJsBytes } from "../budgets/mupdf-memory-budget";
import { renderPageImage, type PageImage } from "../render-page";

/** A page's recognised lines; `cutShort`: its OCR budget ran out, so the lines are the part read before. */
export type Recognised = { lines: OcrLine[]; cutShort: boolean; budget?: number };

export class PageRecogniser {
  private engine: OcrEngine | undefined;
  private settings: OcrSettings | undefined;
  private readonly signal: AbortSignal | undefined;

  /** `settings`: default, from the environment when the first page is recognised; `signal` stops a page's OCR. */
  constructor(settings: OcrSettings | undefined, signal: AbortSignal | undefined) {
    this.settings = settings;
    this.signal = signal;
  }

  /**
   * Bands of inked rows are read first: when none gives a real word the page is image noise (or a picture) and
   * the whole-page pass, which costs seconds to minutes on noise, is never started. Undefined means no real words.
   * Everything is read within the page's OCR budget (OCR_PAGE_CPU_SECONDS).
   */
  async recognise(page: mupdf.Page, dpi: number): Promise<Recognised | undefined> {
    const settings = (this.settings ??= readOcrSettings(process.env));
    const engine = (this.engine ??= createOcrEngine(settings));
    const image = renderPageImage(page, dpi);
    // The page image and the crops OCR reads (together at most twice the page) count against the shared memory
    // budget while the page is read (pdf/budgets/mupdf-memory-budget.ts).
    const held = image.pgm.length * 2;
    if (!holdJsBytes(held))
      throw new PageOverBudgetError("its image for OCR needs more memory than the scanner allows");
    try {
      const pageBudget = settings.pageCpuSeconds ?? DEFAULT_OCR_PAGE_CPU_SECONDS[engine.name];
      return await recogniseImage(engine, image, dpi, { left: pageBudget, signal: this.signal });
    } finally {
      releaseJsBytes(held);
    }
  }

  async terminate(): Promise<void> {
    await this.engine?.terminate();
  }
}

async function recogniseImage(
  engine: OcrEngine,
  image: PageImage,
  dpi: number,
  budget: { left: number; signal?: AbortSignal },
): Promise<Recognised | undefined> {
  const pageBudget = budget.left;
  let found: { band: Band; lines: OcrLine[] } | undefined;
  for (const band of probeBands(image)) {
    const read = await engine.readImages([cropBand(image, band).pgm], dpi, budget.left, budget.signal);
    budget.left -= read.cpuSeconds;
    if (read.cutShort) return { lines: [], cutShort: true, budget: pageBudget };
    const lines = read.lines[0] ?? [];
    if (countRealWords(lines) > 0) {
      found = { band, lines };
      break;
    }
  }
  if (!found) return undefined;
  const whole = await readWholePage(engine, image, dpi, found.band, found.lines, budget);
  return whole.cutShort || countRealWords(whole.lines) > 0 ? { ...whole, budget: pageBudget } : undefined;
}

/**
 * The page's lines. A probe band cut along blank rows has been read already: the rest of the page is read around it
 * (above, then below), so no line is recognised twice; otherwise the whole page is read. Either way only blocks of
 * inked rows are read (`inkedBlocks`): blank stretches of a scan hold only noise, which OCR would turn into text.
 * The parts are read in one call within what is left of the page's budget; parts it did not reach are left out.
 */
async function readWholePage(
  engine: OcrEngine,
  image: PageImage,
  dpi: number,
  band: Band,
  bandLines: OcrLine[],
  budget: { left: number; signal?: AbortSignal },
): Promise<Recognised> {
  const whole = { top: 0, height: image.height };
  const parts = (
    band.cutClean
      ? [...restAround(image, band).flatMap((part) => inkedBlocks(image, part)), band]
      : inkedBlocks(image, whole)
  ).sort((a, b) => a.top - b.top);
  const toRead = parts.filter((part) => part !== band);
  const read = await engine.readImages(
    toRead.map((part) => cropBand(image, part).pgm),
    dpi,
    budget.left,
    budget.signal,
  );
  budget.left -= read.cpuSeconds;
  const lines: OcrLine[] = [];
  for (const part of parts) {
    const partLines = part === band ? bandLines : read.lines[toRead.indexOf(part)];
    for (const line of partLines ?? []) lines.push({ ...line, y0: line.y0 + part.top, y1: line.y1 + part.top });
  }
  return { lines, cutShort: read.cutShort };
}
