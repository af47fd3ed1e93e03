// What each content stream of a book costs mupdf to run, counted once per stream object (bomb pages often share one):
// its own decoded bytes and everything it makes mupdf run, as often as it runs — form XObjects once per `Do` (nested
// ones included: a form painting another ten times, nine levels deep, is a billion copies), the glyph procedures of
// a Type 3 font once per glyph shown, a tiling pattern's cell once per fill or stroke made with it.
import type * as mupdf from "mupdf";
import { countTextBytes, maxTextBytes } from "./content-text";
import { releaseDecoded } from "./decode-stream";
import { PageOverBudgetError, decodeContent, maxContentBytes } from "./page-over-budget";
import { countPatternPaints } from "./pattern-paints";
import { countPaints, runnableResources, type RunnableResources } from "./runnable-resources";

/** What one stream costs to run: its own decoded bytes and everything it makes mupdf run, as often as it does. */
type StreamCost = { bytes: number; text: number };

const tooLarge = `its content decompresses to more than ${maxContentBytes >> 20} MB`;
const tooMuchReuse = `its content, with the drawings it repeats, comes to more than ${maxContentBytes >> 20} MB`;
/** The page shows more text than one page may (page-text-limit.ts clips what it can). */
export const tooMuchText = `it shows more than ${maxTextBytes >> 10} KB of text`;

export class StreamCosts {
  /** Decoded bytes of a stream and of everything it runs; Infinity when one stream alone is over the cap. */
  private readonly costs = new Map<number, number>();
  /**
   * Text bytes a stream shows through what it runs (forms' strings as often as they are painted, …), and as a
   * form, its own strings plus those. A page's own strings are counted only when its streams are long enough to
   * hold more than a page may show: counting every page would cost the ordinary book's text path.
   */
  private readonly paintedTexts = new Map<number, number>();
  private readonly formTexts = new Map<number, number>();
  /** Decoded bytes of a stream alone, without what it paints: a bound on its own strings. */
  private readonly ownLengths = new Map<number, number>();
  /** Per Type 3 font: its glyph procedures run once each when it loads, and the dearest once per glyph shown. */
  private readonly type3Costs = new Map<number, { load: StreamCost; glyph: StreamCost }>();
  private readonly visiting = new Set<number>();
  /** What a resource dictionary offers to run; pages of a book usually share one, looked up once. */
  private readonly lookups = new Map<number, RunnableResources>();

  /**
   * Checks a page's content streams against the content cap (throws PageOverBudgetError past it). `painted`: the
   * text its streams show through what they run; `ownBound`: a bound on the streams' own strings (their lengths).
   */
  ofPage(streams: mupdf.PDFObject[], resources: mupdf.PDFObject | undefined): { painted: number; ownBound: number } {
    let total = 0;
    let painted = 0;
    let ownBound = 0;
    for (const stream of streams) {
      const cost = this.streamCost(stream, resources);
      if (cost === Infinity) throw new PageOverBudgetError(tooLarge);
      total += cost;
      if (total > maxContentBytes) throw new PageOverBudgetError(tooMuchReuse);
      if (!stream.isIndirect()) continue;
      painted += this.paintedTexts.get(stream.asIndirect()) ?? 0;
      // A stream's own strings are at most its length.
      ownBound += this.ownLengths.get(stream.asIndirect()) ?? 0;
    }
    return { painted, ownBound };
  }

  private streamCost(stream: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined, asForm = false): number {
    // Streams are always indirect objects; mupdf reads a raw stream through its reference.
    if (!stream.isIndirect()) return 0;
    const id = stream.asIndirect();
    const known = this.costs.get(id);
    if (known !== undefined) return known;
    // A form that paints itself: mupdf refuses the cycle when it runs, so the repeat costs nothing here.
    if (this.visiting.has(id)) return 0;
    this.visiting.add(id);
    try {
      const content = decodeContent(stream);
      try {
        let cost = content === "over" ? Infinity : (content?.length ?? 0);
        let painted = 0;
        if (content instanceof Buffer && cost <= maxContentBytes) {
          const own = stream.resolve().get("Resources");
          const children = this.childCosts(content, own.isNull() ? inherited : own);
          cost += children.bytes;
          painted = children.text;
        }
        this.costs.set(id, cost);
        this.paintedTexts.set(id, painted);
        this.ownLengths.set(id, content instanceof Buffer ? content.length : 0);
        if (asForm) this.formTexts.set(id, painted + (content instanceof Buffer ? countTextBytes(content) : 0));
        return cost;
      } finally {
        // Its bytes are counted against the shared memory budget until here (decode-stream.ts).
        releaseDecoded(content);
      }
    } finally {
      this.visiting.delete(id);
    }
  }

  /** What the stream makes mupdf run besides itself: forms, Type 3 glyphs, pattern cells. */
  private childCosts(content: Buffer, resources: mupdf.PDFObject | undefined): StreamCost {
    const total = { bytes: 0, text: 0 };
    const add = (times: number, cost: StreamCost) => {
      // Never 0 × Infinity: a font whose glyphs are never shown costs its load alone.
      if (times === 0) return;
      total.bytes += times * cost.bytes;
      total.text += times * cost.text;
    };
    const { forms, type3Fonts: fonts, patterns } = this.lookUp(resources);
    if (forms.size > 0) {
      for (const [name, times] of countPaints(content)) {
        const form = forms.get(name);
        if (form) add(times, this.runOnce(form, resources));
        if (total.bytes > maxContentBytes) return total;
      }
    }
    if (fonts.size > 0) {
      // Every string byte may be a glyph of the dearest Type 3 font (a Type 3 font has one byte per glyph).
      const glyphs = countTextBytes(content);
      const dearest = { bytes: 0, text: 0 };
      for (const font of fonts.values()) {
        const { load, glyph } = this.type3Cost(font, resources);
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
        add(times, this.runOnce(pattern, resources));
        if (total.bytes > maxContentBytes) return total;
      }
    }
    return total;
  }

  /** A form, glyph procedure or pattern cell run once: its bytes, and its text as painted once. */
  private runOnce(stream: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined): StreamCost {
    const bytes = this.streamCost(stream, inherited, true);
    return { bytes, text: stream.isIndirect() ? this.formText(stream.asIndirect()) : 0 };
  }

  /** A form's text as painted once; a stream first met as page content is bounded by its length instead. */
  private formText(id: number): number {
    return this.formTexts.get(id) ?? (this.paintedTexts.get(id) ?? 0) + (this.ownLengths.get(id) ?? 0);
  }

  private type3Cost(font: mupdf.PDFObject, inherited: mupdf.PDFObject | undefined) {
    const id = font.isIndirect() ? font.asIndirect() : undefined;
    const known = id === undefined ? undefined : this.type3Costs.get(id);
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
        const cost = this.runOnce(proc, resources);
        load.bytes += cost.bytes;
        load.text += cost.text;
        glyph.bytes = Math.max(glyph.bytes, cost.bytes);
        glyph.text = Math.max(glyph.text, cost.text);
      });
    }
    const result = { load, glyph };
    if (id !== undefined) this.type3Costs.set(id, result);
    return result;
  }

  private lookUp(resources: mupdf.PDFObject | undefined): RunnableResources {
    const id = resources?.isIndirect() ? resources.asIndirect() : undefined;
    const known = id === undefined ? undefined : this.lookups.get(id);
    if (known) return known;
    const found = runnableResources(resources);
    if (id !== undefined) this.lookups.set(id, found);
    return found;
  }
}
