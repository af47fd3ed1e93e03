// Reads pages of one open PDF: the text layer, or OCR when a page has none. Used in-process and inside workers.
import type * as mupdf from "mupdf";
import type { PageText } from "../../types";
import { cleanOcrLine, createOcrEngine, type OcrEngine } from "../ocr/ocr-engine";
import { DEFAULT_OCR_PAGE_CPU_SECONDS, readOcrSettings, type OcrSettings } from "../ocr/ocr-settings";
import { cropBand, inkedBlocks, probeBands, restAround, type Band } from "../ocr/ocr-probe-bands";
import { countRealWords, toFragments, type OcrLine } from "../ocr/ocr-tsv";
import type { OpenPdf } from "./open-pdf";
import { createContentBudget, maxTextBytes, measurePageImages, ocrResolution } from "../budgets/page-budget";
import { memoryBudgetError, PageOverBudgetError } from "../budgets/page-over-budget";
import { holdJsBytes, releaseJsBytes } from "../budgets/mupdf-memory-budget";
import { linesInReadingOrder } from "../layout/reading-order";
import { readPageText } from "./read-page-text";
import { looksBlank, renderPageImage, type PageImage } from "./render-page";

export type PageReader = {
  pageCount: number;
  read: (pageNumber: number) => Promise<PageText>;
  close: () => Promise<void>;
};

export type PageReaderOptions = {
  /** "probe": a page without a text layer is not OCR'd but says whether it would be (`needsOcr`). */
  ocr: boolean | "probe";
  /** Called when a page without a text layer goes on to OCR (the page pool gives such a page a longer time limit). */
  onOcrStart?: (pageNumber: number) => void;
  /** The OCR engine and a page's OCR budget; default: from the environment (OCR_ENGINE, OCR_PAGE_CPU_SECONDS). */
  ocrSettings?: OcrSettings;
  /** Stops a page's OCR at once (the child process is killed); the page comes back with an `ocr_failed` problem. */
  signal?: AbortSignal;
};

/** A page's recognised lines; `cutShort`: its OCR budget ran out, so the lines are the part read before. */
type Recognised = { lines: OcrLine[]; cutShort: boolean; budget?: number };

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

/**
 * Whether OCR would read a page without a text layer: the checks `read` makes before any recognition (its images
 * within budget, not blank, enough ink for a line of text in a render at the OCR resolution). A page over budget or
 * damaged counts as needing OCR (the cautious answer: the look then plans small ranges).
 */
function wouldOcr(page: mupdf.Page, text: PageText): boolean {
  try {
    const dpi = ocrResolution(measurePageImages(page), text.width, text.height);
    if (looksBlank(page)) return false;
    return probeBands(renderPageImage(page, dpi)).length > 0;
  } catch {
    return true;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A page that cannot be read comes back with a `problem` instead of failing the book: one damaged page (or one OCR
 * failure) among thousands should cost that page, not the scan. Whole-document failures are thrown by `openPdf`.
 */
export function createPageReader(pdf: OpenPdf, options: PageReaderOptions): PageReader {
  // Started on the first scanned page only: most books never need it, and it costs ~100 MB.
  let ocrEngine: OcrEngine | undefined;

  const overBudget = (pageNumber: number, error: Error, page: mupdf.Page): PageText => ({
    ...damaged(pageNumber, error, page),
    problem: { kind: "over_budget", detail: error.message },
  });

  const damaged = (pageNumber: number, error: unknown, page?: mupdf.Page): PageText => {
    const overMemory = page && memoryBudgetError(error);
    if (overMemory) return overBudget(pageNumber, overMemory, page);
    let size = { width: 0, height: 0 };
    try {
      const [x0, y0, x1, y1] = page?.getBounds() ?? [0, 0, 0, 0];
      size = { width: x1 - x0, height: y1 - y0 };
    } catch {
      // The size is a nicety; the page is reported either way.
    }
    const problem = { kind: "damaged" as const, detail: describe(error) };
    return { pageNumber, ...size, lines: [], hasTextLayer: false, ocr: false, problem };
  };

  const checkContent = createContentBudget();

  let settings: OcrSettings | undefined = options.ocrSettings;

  /**
   * Bands of inked rows are read first: when none gives a real word the page is image noise (or a picture) and
   * the whole-page pass, which costs seconds to minutes on noise, is never started. Undefined means no real words.
   * Everything is read within the page's OCR budget (OCR_PAGE_CPU_SECONDS).
   */
  const recognise = async (page: mupdf.Page, dpi: number): Promise<Recognised | undefined> => {
    settings ??= readOcrSettings(process.env);
    const engine = (ocrEngine ??= createOcrEngine(settings));
    const image = renderPageImage(page, dpi);
    // The page image and the crops OCR reads (together at most twice the page) count against the shared memory
    // budget while the page is read (pdf/budgets/mupdf-memory-budget.ts).
    const held = image.pgm.length * 2;
    if (!holdJsBytes(held))
      throw new PageOverBudgetError("its image for OCR needs more memory than the scanner allows");
    try {
      return await recogniseImage(engine, image, dpi, settings);
    } finally {
      releaseJsBytes(held);
    }
  };

  const recogniseImage = async (
    engine: OcrEngine,
    image: PageImage,
    dpi: number,
    settings: OcrSettings,
  ): Promise<Recognised | undefined> => {
    const pageBudget = settings.pageCpuSeconds ?? DEFAULT_OCR_PAGE_CPU_SECONDS[engine.name];
    const budget = { left: pageBudget, signal: options.signal };
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
  };

  const read = async (pageNumber: number): Promise<PageText> => {
    let page: mupdf.Page;
    try {
      page = pdf.doc.loadPage(pageNumber - 1);
    } catch (error) {
      return damaged(pageNumber, error);
    }
    try {
      let text: PageText;
      try {
        const clipped = checkContent(page);
        text = readPageText(page, pageNumber);
        if (clipped)
          text.problem = { kind: clipped, detail: `only its first ${maxTextBytes >> 10} KB of text were read` };
      } catch (error) {
        if (error instanceof PageOverBudgetError) return overBudget(pageNumber, error, page);
        return damaged(pageNumber, error, page);
      }
      if (text.hasTextLayer || !options.ocr) return text;
      if (options.ocr === "probe") return { ...text, needsOcr: wouldOcr(page, text) };
      options.onOcrStart?.(pageNumber);
      let dpi: number;
      try {
        // Images are measured from their headers before anything decodes them (the blank check renders the page).
        dpi = ocrResolution(measurePageImages(page), text.width, text.height);
        if (looksBlank(page)) return text;
      } catch (error) {
        if (error instanceof PageOverBudgetError) return overBudget(pageNumber, error, page);
        return damaged(pageNumber, error, page);
      }
      try {
        const recognised = await recognise(page, dpi);
        if (!recognised) return { ...text, lines: [], problem: { kind: "unreadable", detail: "OCR found no words" } };
        const lines = linesInReadingOrder(toFragments(recognised.lines, dpi, cleanOcrLine));
        if (!recognised.cutShort) return { ...text, lines, ocr: true };
        const detail = `text recognition stopped at its budget of ${recognised.budget} CPU seconds`;
        return { ...text, lines, ocr: lines.length > 0, problem: { kind: "ocr_cut_short", detail } };
      } catch (error) {
        if (error instanceof PageOverBudgetError) return overBudget(pageNumber, error, page);
        return { ...text, problem: { kind: "ocr_failed", detail: describe(error) } };
      }
    } finally {
      page.destroy();
    }
  };

  return {
    pageCount: pdf.pageCount,
    read,
    close: async () => {
      pdf.close();
      await ocrEngine?.terminate();
    },
  };
}
