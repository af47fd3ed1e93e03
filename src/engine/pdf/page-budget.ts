// The work one page may cost before it is read: a page over budget is skipped with a problem instead of being
// decompressed or rendered (a 1 GiB flate stream, a 30000×30000 image, a 200-inch MediaBox).
import { inflateSync } from "node:zlib";
import * as mupdf from "mupdf";
import { clipTextBytes, countTextBytes, maxTextBytes } from "./content-text";

export { maxTextBytes } from "./content-text";

/** Decompressed content-stream bytes of one page; spec pages use kilobytes, dense drawing sheets tens of megabytes. */
export const maxContentBytes = 128 * 1024 * 1024;
/** Pixels of one embedded image: a 600 dpi tabloid scan is 68 Mpx; 30000×30000 is 900 Mpx. */
export const maxImagePixels = 100_000_000;
/** Pixels of a rendered page: tabloid at 300 dpi is 17 Mpx. Larger pages are rendered at a lower resolution. */
export const maxRenderPixels = 20_000_000;

export class PageOverBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageOverBudgetError";
  }
}

/** A stream's decoded bytes, or "over" past the cap; undefined when its filter is left to mupdf (or it is damaged). */
function decodeWithCap(stream: mupdf.PDFObject): Buffer | "over" | undefined {
  try {
    const filter = stream.resolve().get("Filter");
    if (!stream.isStream()) return undefined;
    if (filter.isNull()) return Buffer.from(stream.readRawStream().asUint8Array());
    if (!filter.isName() || filter.asName() !== "FlateDecode") return undefined;
    const raw = stream.readRawStream();
    try {
      return inflateSync(raw.asUint8Array(), { maxOutputLength: maxContentBytes });
    } catch (error) {
      // ERR_BUFFER_TOO_LARGE: the cap was reached. Other inflate errors are damage mupdf copes with itself.
      return error instanceof RangeError ? "over" : undefined;
    } finally {
      raw.destroy();
    }
  } catch {
    // A stream mupdf cannot even load is reported when the page is read.
    return undefined;
  }
}

/** How many times a content stream paints each named XObject (`/Name Do`). */
function countPaints(content: Buffer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of content.toString("latin1").matchAll(/\/([^\s/[\]()<>{}%]+)\s*Do(?![^\s/[\]()<>{}%])/g)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks the page's drawing instructions before mupdf runs them: its content streams and every form XObject they
 * paint, nested forms included, each counted as often as it is painted (a form painting another ten times, nine
 * levels deep, is a billion copies). Flate streams are inflated with an output cap, so a bomb stops at the cap
 * instead of at its full size. Costs are kept per stream object, since bomb pages often share one stream. Streams
 * with other filters are left to mupdf.
 */
export function createContentBudget(): (page: mupdf.Page) => "text_clipped" | undefined {
  const tooLarge = `its content decompresses to more than ${maxContentBytes >> 20} MB`;
  const tooMuchReuse = `its content, with the drawings it repeats, comes to more than ${maxContentBytes >> 20} MB`;
  const tooMuchText = `it shows more than ${maxTextBytes >> 10} KB of text`;
  /** Decoded bytes of a stream and of everything it paints; Infinity when one stream alone is over the cap. */
  const costs = new Map<number, number>();
  /**
   * Text bytes a stream shows through the forms it paints (their strings as often as they are painted), and as a
   * form, its own strings plus those. A page's own strings are counted only when its streams are long enough to
   * hold more than a page may show: counting every page would cost the ordinary book's text path.
   */
  const paintedTexts = new Map<number, number>();
  const formTexts = new Map<number, number>();
  /** Decoded bytes of a stream alone, without what it paints: a bound on its own strings. */
  const ownLengths = new Map<number, number>();
  const visiting = new Set<number>();

  const forms = (resources: mupdf.PDFObject | undefined): Map<string, mupdf.PDFObject> => {
    const found = new Map<string, mupdf.PDFObject>();
    // mupdf's Null object has no document: resolving or reading it throws.
    if (!resources || resources.isNull()) return found;
    const xobjects = resources.resolve().get("XObject");
    if (xobjects.isNull() || !xobjects.resolve().isDictionary()) return found;
    xobjects.resolve().forEach((value, key) => {
      if (value.isNull()) return;
      const subtype = value.resolve().get("Subtype");
      if (subtype.isName() && subtype.asName() === "Form") found.set(String(key), value);
    });
    return found;
  };

  /** A form's text as painted once; a stream first met as page content is bounded by its length instead. */
  const formText = (id: number) => formTexts.get(id) ?? (paintedTexts.get(id) ?? 0) + (ownLengths.get(id) ?? 0);

  const streamCost = (stream: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined, asForm = false): number => {
    // Streams are always indirect objects; mupdf reads a raw stream through its reference.
    if (!stream.isIndirect()) return 0;
    const id = stream.asIndirect();
    const known = costs.get(id);
    if (known !== undefined) return known;
    // A form that paints itself: mupdf refuses the cycle when it runs, so the repeat costs nothing here.
    if (visiting.has(id)) return 0;
    visiting.add(id);
    try {
      const content = decodeWithCap(stream);
      let cost = content === "over" ? Infinity : (content?.length ?? 0);
      let painted = 0;
      if (content instanceof Buffer && cost <= maxContentBytes) {
        const own = stream.resolve().get("Resources");
        const named = forms(own.isNull() ? inherited : own);
        if (named.size > 0) {
          for (const [name, times] of countPaints(content)) {
            const form = named.get(name);
            if (!form) continue;
            cost += times * streamCost(form, own.isNull() ? inherited : own, true);
            painted += times * formText(form.asIndirect());
            if (cost > maxContentBytes) break;
          }
        }
      }
      costs.set(id, cost);
      paintedTexts.set(id, painted);
      ownLengths.set(id, content instanceof Buffer ? content.length : 0);
      if (asForm) formTexts.set(id, painted + (content instanceof Buffer ? countTextBytes(content) : 0));
      return cost;
    } finally {
      visiting.delete(id);
    }
  };

  return (page) => {
    const object = page instanceof mupdf.PDFPage ? page.getObject() : undefined;
    const contents = object?.get("Contents");
    if (!object || !contents || contents.isNull()) return;
    const resources = object.getInheritable("Resources");
    const resolved = contents.resolve();
    const streams: mupdf.PDFObject[] = [];
    if (resolved.isArray()) resolved.forEach((item) => streams.push(item));
    else streams.push(contents);
    let total = 0;
    let painted = 0;
    let ownBound = 0;
    for (const stream of streams) {
      const cost = streamCost(stream, resources);
      if (cost === Infinity) throw new PageOverBudgetError(tooLarge);
      total += cost;
      if (total > maxContentBytes) throw new PageOverBudgetError(tooMuchReuse);
      if (!stream.isIndirect()) continue;
      painted += paintedTexts.get(stream.asIndirect()) ?? 0;
      // A stream's own strings are at most its length.
      ownBound += ownLengths.get(stream.asIndirect()) ?? 0;
    }
    if (painted > maxTextBytes) throw new PageOverBudgetError(tooMuchText);
    if (painted + ownBound <= maxTextBytes) return undefined;
    const decoded: Buffer[] = [];
    for (const stream of streams) {
      const content = decodeWithCap(stream);
      if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
      decoded.push(content, Buffer.from("\n"));
    }
    const joined = Buffer.concat(decoded);
    if (painted + countTextBytes(joined) <= maxTextBytes) return undefined;
    // The page's own streams, joined and clipped to what the forms leave, become its content.
    object.put("Contents", object._doc.addStream(clipTextBytes(joined, maxTextBytes - painted), {}));
    return "text_clipped";
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
