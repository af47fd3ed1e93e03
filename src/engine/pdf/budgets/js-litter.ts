// JavaScript memory a PDF thread gave back to the shared budget (mupdf-memory-budget.ts) is free again only once the
// garbage collector has run. Decoded content streams are Buffers outside V8's heap, and V8 collects them when its
// heap needs it, not when they add up: a page thread checking pages of twenty 4 MB streams held 150-180 MB of such
// Buffers, released to the budget long before, and the server went past its memory goal with the budget kept.
// So a thread whose memory outside V8's heap grew past what the budget counts by more than `LITTER_BYTES` since its
// last collection collects before it takes more: what it can hold uncounted is bounded, not left to the collector's
// pace. See docs/decisions/0302-the-page-budget-holds-one-content-stream-at-a-time.md.
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const MB = 1024 * 1024;
/** Uncounted memory outside V8's heap a thread may carry before it collects; an ordinary page adds kilobytes. */
export const LITTER_BYTES = 32 * MB;

let collect: (() => void) | null | undefined;
/** V8's collector as a function: `gc` is given to contexts created once the flag is set (this isolate's only). */
function collector(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    setFlagsFromString("--expose-gc");
    const gc: unknown = runInNewContext("gc");
    collect = typeof gc === "function" ? (gc as () => void) : null;
  } catch {
    collect = null;
  }
  return collect;
}

/**
 * Uncounted memory outside the heap after the last collection (at first, when first asked): what this thread holds
 * live, not litter. mupdf's instance is counted from its first growth, so its first megabytes start out in here.
 */
let floor: number | undefined;
/** Collections made (for tests). */
let collections = 0;

/**
 * Collects this thread's garbage when its memory outside V8's heap (Buffers, large strings, mupdf's WebAssembly
 * memory) less `countedBytes` (what the budget counts for it: its mupdf memory and the JavaScript bytes it holds)
 * grew by more than `LITTER_BYTES` since the last collection. Returns whether it collected.
 */
export function collectLitter(countedBytes: number): boolean {
  const uncounted = () => getHeapStatistics().external_memory - countedBytes;
  floor ??= uncounted();
  if (uncounted() - floor <= LITTER_BYTES) return false;
  const gc = collector();
  if (!gc) return false;
  gc();
  collections++;
  floor = Math.max(0, uncounted());
  return true;
}

export const litterCollections = () => collections;
