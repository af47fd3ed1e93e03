// The work one page may cost before it is read: a page over budget is skipped with a problem instead of being
// decompressed or rendered (a 1 GiB flate stream, a 30000×30000 image, a 200-inch MediaBox).
import * as mupdf from "mupdf";
import { clipTextBytes, countTextBytes, maxTextBytes, measureTextBytes } from "./content-text";
import { DecodeMemoryError, decodeMemoryMessage, decodeWithCap, releaseDecoded } from "./decode-stream";
import { holdJsBytes, releaseJsBytes } from "./mupdf-memory-budget";
import { countPatternPaints } from "./pattern-paints";

export { maxTextBytes } from "./content-text";

/** Decompressed content-stream bytes of one page; spec pages use kilobytes, dense drawing sheets tens of megabytes. */
export const maxContentBytes = 128 * 1024 * 1024;
/** Pixels of one embedded image: a 600 dpi tabloid scan is 68 Mpx; 30000×30000 is 900 Mpx. */
export const maxImagePixels = 100_000_000;
/**
 * Pattern cells painted when a page is rendered: each costs mupdf about 0.1 µs however small (a 0.03-point cell over
 * a letter page is 540 million cells, 40 s per render). A 1-point hatch over a tabloid page is 1.6 million.
 */
export const maxPatternTiles = 10_000_000;
/** Pixels of a rendered page: tabloid at 300 dpi is 17 Mpx. Larger pages are rendered at a lower resolution. */
export const maxRenderPixels = 20_000_000;

export class PageOverBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageOverBudgetError";
  }
}

/**
 * mupdf's report of an allocation refused by the memory budget (see mupdf-memory-budget.ts) as a page over budget,
 * or undefined for any other error.
 */
export function memoryBudgetError(error: unknown): PageOverBudgetError | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!/malloc \(\d+ bytes\) failed|out of memory/i.test(message)) return undefined;
  return new PageOverBudgetError("drawing it needs more memory than the scanner allows for one page");
}

/** How many times a content stream paints each named XObject (`/Name Do`). */
function countPaints(content: Buffer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of content.toString("latin1").matchAll(/\/([^\s/[\]()<>{}%]+)\s*Do(?![^\s/[\]()<>{}%])/g)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

/** The entries of one resource category (XObject, Font, Pattern) that pass `keep`, by name. */
function resourceEntries(
  resources: mupdf.PDFObject | undefined,
  category: string,
  keep: (value: mupdf.PDFObject) => boolean,
): Map<string, mupdf.PDFObject> {
  const found = new Map<string, mupdf.PDFObject>();
  // mupdf's Null object has no document: resolving or reading it throws.
  if (!resources || resources.isNull()) return found;
  const entries = resources.resolve().get(category);
  if (entries.isNull() || !entries.resolve().isDictionary()) return found;
  entries.resolve().forEach((value, key) => {
    if (!value.isNull() && keep(value.resolve())) found.set(String(key), value);
  });
  return found;
}

const hasName = (object: mupdf.PDFObject, key: string, name: string) => {
  const value = object.get(key);
  return value.isName() && value.asName() === name;
};
const isForm = (value: mupdf.PDFObject) => hasName(value, "Subtype", "Form");
const isType3Font = (value: mupdf.PDFObject) => hasName(value, "Subtype", "Type3");
const isTilingPattern = (value: mupdf.PDFObject) => value.get("PatternType").valueOf() === 1;

type ResourceLookup = {
  forms: Map<string, mupdf.PDFObject>;
  type3Fonts: Map<string, mupdf.PDFObject>;
  patterns: Map<string, mupdf.PDFObject>;
};

/** What one stream costs to run: its own decoded bytes and everything it makes mupdf run, as often as it does. */
type StreamCost = { bytes: number; text: number };

/**
 * Checks the page's drawing instructions before mupdf runs them: its content streams and everything they make mupdf
 * run, each counted as often as it runs — form XObjects once per `Do` (nested ones included: a form painting another
 * ten times, nine levels deep, is a billion copies), the glyph procedures of a Type 3 font once per glyph shown, a
 * tiling pattern's cell once per fill or stroke made with it. Every stream is decoded through its whole filter chain
 * with an output cap at every stage, so a bomb stops at the cap instead of at its full size. Costs are kept per
 * stream object, since bomb pages often share one stream.
 */
export function createContentBudget(): (page: mupdf.Page) => "text_clipped" | undefined {
  const tooLarge = `its content decompresses to more than ${maxContentBytes >> 20} MB`;
  const tooMuchReuse = `its content, with the drawings it repeats, comes to more than ${maxContentBytes >> 20} MB`;
  const tooMuchText = `it shows more than ${maxTextBytes >> 10} KB of text`;
  /** Decoded bytes of a stream and of everything it runs; Infinity when one stream alone is over the cap. */
  const costs = new Map<number, number>();
  /**
   * Text bytes a stream shows through what it runs (forms' strings as often as they are painted, …), and as a
   * form, its own strings plus those. A page's own strings are counted only when its streams are long enough to
   * hold more than a page may show: counting every page would cost the ordinary book's text path.
   */
  const paintedTexts = new Map<number, number>();
  const formTexts = new Map<number, number>();
  /** Decoded bytes of a stream alone, without what it paints: a bound on its own strings. */
  const ownLengths = new Map<number, number>();
  /** Per Type 3 font: its glyph procedures run once each when it loads, and the dearest once per glyph shown. */
  const type3Costs = new Map<number, { load: StreamCost; glyph: StreamCost }>();
  const visiting = new Set<number>();
  /** What a resource dictionary offers to run; pages of a book usually share one, looked up once. */
  const lookups = new Map<number, ResourceLookup>();
  const lookUp = (resources: mupdf.PDFObject | undefined): ResourceLookup => {
    const id = resources?.isIndirect() ? resources.asIndirect() : undefined;
    const known = id === undefined ? undefined : lookups.get(id);
    if (known) return known;
    const found = {
      forms: resourceEntries(resources, "XObject", isForm),
      type3Fonts: resourceEntries(resources, "Font", isType3Font),
      patterns: resourceEntries(resources, "Pattern", isTilingPattern),
    };
    if (id !== undefined) lookups.set(id, found);
    return found;
  };

  const decode = (stream: mupdf.PDFObject): Buffer | "over" | undefined => {
    let decoded;
    try {
      decoded = decodeWithCap(stream, maxContentBytes);
    } catch (error) {
      if (error instanceof DecodeMemoryError) throw new PageOverBudgetError(error.message);
      throw error;
    }
    if (decoded && typeof decoded === "object" && "unsupported" in decoded) {
      throw new Error(
        `its drawing instructions are encoded with ${decoded.unsupported}, which the scanner does not read`,
      );
    }
    return decoded;
  };

  /** A form's text as painted once; a stream first met as page content is bounded by its length instead. */
  const formText = (id: number) => formTexts.get(id) ?? (paintedTexts.get(id) ?? 0) + (ownLengths.get(id) ?? 0);

  const runOnce = (stream: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined): StreamCost => {
    const bytes = streamCost(stream, inherited, true);
    return { bytes, text: stream.isIndirect() ? formText(stream.asIndirect()) : 0 };
  };

  const type3Cost = (font: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined) => {
    const id = font.isIndirect() ? font.asIndirect() : undefined;
    const known = id === undefined ? undefined : type3Costs.get(id);
    if (known) return known;
    const resolved = font.resolve();
    const own = resolved.get("Resources");
    const resources = own.isNull() ? inherited : own;
    const load = { bytes: 0, text: 0 };
    const glyph = { bytes: 0, text: 0 };
    const procs = resolved.get("CharProcs");
    if (!procs.isNull() && procs.resolve().isDictionary()) {
      procs.resolve().forEach((proc) => {
        if (load.bytes > maxContentBytes) return;
        const cost = runOnce(proc, resources);
        load.bytes += cost.bytes;
        load.text += cost.text;
        glyph.bytes = Math.max(glyph.bytes, cost.bytes);
        glyph.text = Math.max(glyph.text, cost.text);
      });
    }
    const result = { load, glyph };
    if (id !== undefined) type3Costs.set(id, result);
    return result;
  };

  /** What the stream makes mupdf run besides itself: forms, Type 3 glyphs, pattern cells. */
  const childCosts = (content: Buffer, resources: mupdf.PDFObject | undefined): StreamCost => {
    const total = { bytes: 0, text: 0 };
    const add = (times: number, cost: StreamCost) => {
      // Never 0 × Infinity: a font whose glyphs are never shown costs its load alone.
      if (times === 0) return;
      total.bytes += times * cost.bytes;
      total.text += times * cost.text;
    };
    const { forms, type3Fonts: fonts, patterns } = lookUp(resources);
    if (forms.size > 0) {
      for (const [name, times] of countPaints(content)) {
        const form = forms.get(name);
        if (form) add(times, runOnce(form, resources));
        if (total.bytes > maxContentBytes) return total;
      }
    }
    if (fonts.size > 0) {
      // Every string byte may be a glyph of the dearest Type 3 font (a Type 3 font has one byte per glyph).
      const glyphs = countTextBytes(content);
      const dearest = { bytes: 0, text: 0 };
      for (const font of fonts.values()) {
        const { load, glyph } = type3Cost(font, resources);
        add(1, load);
        dearest.bytes = Math.max(dearest.bytes, glyph.bytes);
        dearest.text = Math.max(dearest.text, glyph.text);
      }
      add(glyphs, dearest);
      if (total.bytes > maxContentBytes) return total;
    }
    if (patterns.size > 0) {
      for (const [name, times] of countPatternPaints(content, new Set(patterns.keys()))) {
        const pattern = patterns.get(name)!;
        add(times, runOnce(pattern, resources));
        if (total.bytes > maxContentBytes) return total;
      }
    }
    return total;
  };

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
      const content = decode(stream);
      try {
        let cost = content === "over" ? Infinity : (content?.length ?? 0);
        let painted = 0;
        if (content instanceof Buffer && cost <= maxContentBytes) {
          const own = stream.resolve().get("Resources");
          const children = childCosts(content, own.isNull() ? inherited : own);
          cost += children.bytes;
          painted = children.text;
        }
        costs.set(id, cost);
        paintedTexts.set(id, painted);
        ownLengths.set(id, content instanceof Buffer ? content.length : 0);
        if (asForm) formTexts.set(id, painted + (content instanceof Buffer ? countTextBytes(content) : 0));
        return cost;
      } finally {
        // Its bytes are counted against the shared memory budget until here (decode-stream.ts).
        releaseDecoded(content);
      }
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
    // The page's own strings, one stream at a time: each is decoded, measured and let go before the next.
    const shown: number[] = [];
    let lengths = 0;
    let closed = true;
    for (const stream of streams) {
      const content = decode(stream);
      if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
      try {
        const measured = measureTextBytes(content);
        shown.push(measured.bytes);
        lengths += content.length + 1;
        closed &&= measured.closed;
      } finally {
        releaseDecoded(content);
      }
    }
    const text = shown.reduce((sum, bytes) => sum + bytes, painted);
    if (closed && text <= maxTextBytes) return undefined;
    if (closed) {
      // Each stream is clipped alone to what the streams before it left; a stream within that is kept as it is.
      let left = maxTextBytes - painted;
      const clipped = object._doc.newArray();
      for (const [index, stream] of streams.entries()) {
        if (shown[index]! <= left) {
          left -= shown[index]!;
          clipped.push(stream);
          continue;
        }
        const content = decode(stream);
        try {
          if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
          clipped.push(object._doc.addStream(clipTextBytes(content, left), {}));
        } finally {
          releaseDecoded(content);
        }
        left = 0;
      }
      object.put("Contents", clipped);
      return "text_clipped";
    }
    // A stream ends inside a string or an inline image, so the next is read on as part of it: the streams are
    // measured joined, as mupdf reads them, in one buffer that counts against the shared memory budget.
    if (!holdJsBytes(lengths)) throw new PageOverBudgetError(decodeMemoryMessage);
    try {
      const joined = Buffer.allocUnsafe(lengths);
      let at = 0;
      for (const stream of streams) {
        const content = decode(stream);
        if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
        at += content.copy(joined, at);
        joined[at++] = 0x0a;
        releaseDecoded(content);
      }
      if (painted + countTextBytes(joined) <= maxTextBytes) return undefined;
      // The page's own streams, joined and clipped to what the forms leave, become its content.
      object.put("Contents", object._doc.addStream(clipTextBytes(joined, maxTextBytes - painted), {}));
      return "text_clipped";
    } finally {
      releaseJsBytes(lengths);
    }
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
