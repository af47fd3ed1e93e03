// The work one page may cost before it is read: a page over budget is skipped with a problem instead of being
// decompressed or rendered (a 1 GiB flate stream, a 30000×30000 image, a 200-inch MediaBox).
import * as mupdf from "mupdf";
import { maxTextBytes } from "./content-text";
import { PageOverBudgetError } from "./page-over-budget";
import { limitPageText } from "./page-text-limit";
import { StreamCosts, tooMuchText } from "./stream-costs";

export { maxTextBytes } from "./content-text";

/** Pixels of one embedded image: a 600 dpi tabloid scan is 68 Mpx; 30000×30000 is 900 Mpx. */
export const maxImagePixels = 100_000_000;
/**
 * Pattern cells painted when a page is rendered: each costs mupdf about 0.1 µs however small (a 0.03-point cell over
 * a letter page is 540 million cells, 40 s per render). A 1-point hatch over a tabloid page is 1.6 million.
 */
export const maxPatternTiles = 10_000_000;
/** Pixels of a rendered page: tabloid at 300 dpi is 17 Mpx. Larger pages are rendered at a lower resolution. */
export const maxRenderPixels = 20_000_000;

/**
 * Checks the page's drawing instructions before mupdf runs them: its content streams and everything they make mupdf
 * run, each counted as often as it runs (stream-costs.ts). Every stream is decoded through its whole filter chain
 * with an output cap at every stage, so a bomb stops at the cap instead of at its full size. Costs are kept per
 * stream object for the book, since bomb pages often share one stream. A page that shows more text than a page may
 * has its own strings clipped ("text_clipped", page-text-limit.ts).
 */
export function createContentBudget(): (page: mupdf.Page) => "text_clipped" | undefined {
  const costs = new StreamCosts();
  return (page) => {
    const object = page instanceof mupdf.PDFPage ? page.getObject() : undefined;
    const contents = object?.get("Contents");
    if (!object || !contents || contents.isNull()) return;
    const resources = object.getInheritable("Resources");
    const resolved = contents.resolve();
    const streams: mupdf.PDFObject[] = [];
    if (resolved.isArray()) resolved.forEach((item) => streams.push(item));
    else streams.push(contents);
    const { painted, ownBound } = costs.ofPage(streams, resources);
    if (painted > maxTextBytes) throw new PageOverBudgetError(tooMuchText);
    if (painted + ownBound <= maxTextBytes) return undefined;
    return limitPageText(object, streams, painted);
  };
}

export type PageImages = {
  /** Pixels of the largest embedded image. */
  largestPixels: number;
  /** Resolution of the image covering most of the page, in pixels per inch as placed; undefined without images. */
  nativeDpi: number | undefined;
  /** Tiling-pattern cells a render paints (each fill with a pattern, cells within the page counted). */
  patternTiles: number;
};

/** Area of the part of `rect` (in pattern space) that `ctm` places on the page. */
function tilesOnPage(area: mupdf.Rect, ctm: mupdf.Matrix, xstep: number, ystep: number, page: mupdf.Rect): number {
  const [x0, y0, x1, y1] = mupdf.Rect.transform(area, ctm);
  const width = Math.min(x1, page[2]) - Math.max(x0, page[0]);
  const height = Math.min(y1, page[3]) - Math.max(y0, page[1]);
  if (!(width > 0 && height > 0)) return 0;
  const cell = Math.abs(xstep * ystep * (ctm[0] * ctm[3] - ctm[1] * ctm[2]));
  // A cell of no size is one mupdf would never finish tiling.
  return cell > 0 ? (width * height) / cell : Infinity;
}

/**
 * The page's images as placed, without decoding any of them (only their headers are read), and the pattern tiles
 * a render would paint, without painting them (each cell runs once, as the content budget counted it).
 * Only the page's contents run, as in every render the scan makes: annotations are never drawn, so their appearance
 * streams cost nothing.
 */
export function measurePageImages(page: mupdf.Page): PageImages {
  let largestPixels = 0;
  let nativeDpi: number | undefined;
  let largestArea = 0;
  let patternTiles = 0;
  const bounds = page.getBounds();
  const note = (image: mupdf.Image, ctm: mupdf.Matrix) => {
    const width = image.getWidth();
    const height = image.getHeight();
    largestPixels = Math.max(largestPixels, width * height);
    const placedWidth = Math.hypot(ctm[0], ctm[1]);
    const placedHeight = Math.hypot(ctm[2], ctm[3]);
    const area = placedWidth * placedHeight;
    if (area > largestArea && placedWidth > 0) {
      largestArea = area;
      nativeDpi = (width / placedWidth) * 72;
    }
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => note(image, ctm),
    fillImageMask: (image, ctm) => note(image, ctm),
    beginTile: (area, _view, xstep, ystep, ctm) => {
      patternTiles += tilesOnPage(area, ctm, xstep, ystep, bounds);
      // "Not cached": mupdf runs the cell once, so an image inside it is measured like any other.
      return 0;
    },
  });
  try {
    page.runPageContents(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return { largestPixels, nativeDpi, patternTiles };
}

/** Scans are read at their own resolution, within 200–300 dpi (the corpus scan: 200 dpi keeps CER under 1 %). */
const minimumOcrDpi = 200;
const maximumOcrDpi = 300;

/** The OCR resolution for a page of `width × height` points; throws when an image is over budget. */
/** Throws when drawing the page would decode a giant image or paint endless pattern tiles, at any resolution. */
export function checkImageBudget(images: PageImages): void {
  if (images.largestPixels > maxImagePixels) {
    const megapixels = Math.round(images.largestPixels / 1e6);
    throw new PageOverBudgetError(`an image on it has ${megapixels} million pixels`);
  }
  if (images.patternTiles > maxPatternTiles) {
    const millions = images.patternTiles === Infinity ? "endless" : `${Math.round(images.patternTiles / 1e6)} million`;
    throw new PageOverBudgetError(`its fill patterns repeat ${millions} times`);
  }
}

export function ocrResolution(images: PageImages, width: number, height: number): number {
  checkImageBudget(images);
  const native = images.nativeDpi ?? maximumOcrDpi;
  const dpi = Math.min(maximumOcrDpi, Math.max(minimumOcrDpi, Math.round(native)));
  const inches = Math.max(1e-6, (width / 72) * (height / 72));
  return Math.min(dpi, Math.sqrt(maxRenderPixels / inches));
}
