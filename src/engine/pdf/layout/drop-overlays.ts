// Drops text laid over the page's text: watermarks and stamps ("NOT FOR CONSTRUCTION" across the page, "REVIEW
// SET" in large grey letters). Read with the rest they glue themselves to the rows they cross and split paragraphs.
import { median } from "./percentile";
import type { TextFragment } from "../text-fragment";

/** A run this many times taller than the page's usual run is display type: a title, or an overlay. */
const LARGE = 2.5;
/** An overlay crosses at least this many runs of body text; a cover's large title stands clear of other text. */
const CROSSED = 2;

export function dropOverlays(fragments: TextFragment[]): TextFragment[] {
  const usual = median(fragments.filter((f) => f.upright && f.height > 0).map((f) => f.height));
  if (usual === null) return fragments;
  const large = fragments.filter((f) => f.height > usual * LARGE);
  if (large.length === 0) return fragments;
  const overlays = new Set(large.filter((f) => crossesBodyText(f, fragments, usual)));
  return overlays.size === 0 ? fragments : fragments.filter((f) => !overlays.has(f));
}

function crossesBodyText(overlay: TextFragment, fragments: TextFragment[], usual: number): boolean {
  let crossed = 0;
  for (const f of fragments) {
    if (f === overlay || f.height > usual * LARGE) continue;
    const middle = f.y + f.height / 2;
    const inside = middle > overlay.y && middle < overlay.y + overlay.height;
    const besideOrUnder = f.x < overlay.x + overlay.width && f.x + f.width > overlay.x;
    if (inside && besideOrUnder && ++crossed >= CROSSED) return true;
  }
  return false;
}
