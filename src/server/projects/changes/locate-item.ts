// Finds an item again in a register that may have been edited since it was read: the same item first (every field
// equal), else the item found at the same place in the book (page, paragraph ref and source text), whatever the
// reviewer has changed in it since. Submittals have no ids; this is how a change names the item it applies to.
import type { ExtractedData, Submittal } from "../../../contract/submittal";

/** JSON with keys sorted at every level: the database hands objects back in its own key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Where the item is in the book (page, paragraph ref, source text, section), or null when it says none. */
export function provenance(item: Submittal): string | null {
  if (item.page === undefined && !item.ref && !item.sourceText) return null;
  return canonicalJson([item.page ?? null, item.ref ?? null, item.sourceText ?? null, item.section]);
}

/** The item's index in `data`, or -1. `near` (where it was) decides between equal candidates. */
export function locateItem(data: ExtractedData, item: Submittal, near = 0): number {
  const closest = (indices: number[]) =>
    indices.length === 0 ? -1 : indices.reduce((a, b) => (Math.abs(b - near) < Math.abs(a - near) ? b : a));
  const wanted = canonicalJson(item);
  const same = data.submittals.flatMap((s, i) => (canonicalJson(s) === wanted ? [i] : []));
  if (same.length > 0) return closest(same);
  const where = provenance(item);
  if (where === null) return -1;
  return closest(data.submittals.flatMap((s, i) => (provenance(s) === where ? [i] : [])));
}

/**
 * `locateItem` for many items of one register: its items keyed once by content and by place, so finding each of a
 * revised book's thousands of changes again is a lookup. Answers the first index found, or -1.
 */
export function registerLocator(data: ExtractedData): (item: Submittal) => number {
  const byContent = new Map<string, number>();
  const byPlace = new Map<string, number>();
  data.submittals.forEach((s, i) => {
    const content = canonicalJson(s);
    if (!byContent.has(content)) byContent.set(content, i);
    const where = provenance(s);
    if (where !== null && !byPlace.has(where)) byPlace.set(where, i);
  });
  return (item) => {
    const same = byContent.get(canonicalJson(item));
    if (same !== undefined) return same;
    const where = provenance(item);
    return (where === null ? undefined : byPlace.get(where)) ?? -1;
  };
}
