// The work one page may cost before it is read: a page over budget is skipped with a problem instead of being
// decompressed or rendered (a 1 GiB flate stream, a 30000×30000 image, a 200-inch MediaBox).
import { inflateSync } from "node:zlib";
import * as mupdf from "mupdf";

/** Decompressed content-stream bytes of one page; spec pages use kilobytes, dense drawing sheets tens of megabytes. */
export const maxContentBytes = 128 * 1024 * 1024;
/** Pixels of one embedded image: a 600 dpi tabloid scan is 68 Mpx; 30000×30000 is 900 Mpx. */
export const maxImagePixels = 100_000_000;
/** Pixels of a rendered page: tabloid at 300 dpi is 17 Mpx. Larger pages are rendered at a lower resolution. */
export const maxRenderPixels = 20_000_000;

/** Deflate writes at most 1032 bytes of output per byte of input: a stream shorter than this cannot reach the cap,
 * so the ordinary page (a few kilobytes of content) is never inflated twice. */
export const smallestPossibleBomb = Math.floor(maxContentBytes / 1032);

export class PageOverBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageOverBudgetError";
  }
}

/**
 * Checks the page's content streams before mupdf runs them: a Flate stream is inflated with an output cap, so a
 * bomb stops at the cap instead of at its full size. Verdicts are kept per stream object, since bomb pages often
 * share one stream. Streams with other filters are left to mupdf.
 */
export function createContentBudget(): (page: mupdf.Page) => void {
  const verdicts = new Map<number, string | null>();
  const checkStream = (stream: mupdf.PDFObject): string | null => {
    // Streams are always indirect objects; mupdf reads a raw stream through its reference.
    if (!stream.isIndirect()) return null;
    const id = stream.asIndirect();
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    let verdict: string | null = null;
    try {
      const filter = stream.resolve().get("Filter");
      if (stream.isStream() && filter.isName() && filter.asName() === "FlateDecode") {
        const raw = stream.readRawStream();
        try {
          if (raw.getLength() >= smallestPossibleBomb)
            inflateSync(raw.asUint8Array(), { maxOutputLength: maxContentBytes });
        } catch (error) {
          // ERR_BUFFER_TOO_LARGE: the cap was reached. Other inflate errors are damage mupdf copes with itself.
          if (error instanceof RangeError)
            verdict = `its content decompresses to more than ${maxContentBytes >> 20} MB`;
        } finally {
          raw.destroy();
        }
      }
    } catch {
      // A stream mupdf cannot even load is reported when the page is read.
    }
    verdicts.set(id, verdict);
    return verdict;
  };
  return (page) => {
    const object = page instanceof mupdf.PDFPage ? page.getObject() : undefined;
    const contents = object?.get("Contents");
    if (!contents || contents.isNull()) return;
    const resolved = contents.resolve();
    const streams: mupdf.PDFObject[] = [];
    if (resolved.isArray()) resolved.forEach((item) => streams.push(item));
    else streams.push(contents);
    for (const stream of streams) {
      const verdict = checkStream(stream);
      if (verdict) throw new PageOverBudgetError(verdict);
    }
  };
}

export type PageImages = {
  /** Pixels of the largest embedded image. */
  largestPixels: number;
  /** Resolution of the image covering most of the page, in pixels per inch as placed; undefined without images. */
  nativeDpi: number | undefined;
};

/** The page's images as placed, without decoding any of them (only their headers are read). */
export function measurePageImages(page: mupdf.Page): PageImages {
  let largestPixels = 0;
  let nativeDpi: number | undefined;
  let largestArea = 0;
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
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return { largestPixels, nativeDpi };
}

/** Scans are read at their own resolution, within 200–300 dpi (the corpus scan: 200 dpi keeps CER under 1 %). */
const minimumOcrDpi = 200;
const maximumOcrDpi = 300;

/** The OCR resolution for a page of `width × height` points; throws when an image is over budget. */
export function ocrResolution(images: PageImages, width: number, height: number): number {
  if (images.largestPixels > maxImagePixels) {
    const megapixels = Math.round(images.largestPixels / 1e6);
    throw new PageOverBudgetError(`an image on it has ${megapixels} million pixels`);
  }
  const native = images.nativeDpi ?? maximumOcrDpi;
  const dpi = Math.min(maximumOcrDpi, Math.max(minimumOcrDpi, Math.round(native)));
  const inches = Math.max(1e-6, (width / 72) * (height / 72));
  return Math.min(dpi, Math.sqrt(maxRenderPixels / inches));
}
