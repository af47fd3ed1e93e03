// The project's register as the book reads it, for comparing a new issue with (decision 0256): each item the register
// holds stands for the book's reading of its paragraph, kept when its document was read (`scans.read_register`), so
// a reviewer's own edit (description, text, type, a split) is never taken for a change of the book. An item is found
// in its document's readings as it was read (unedited), else by where it sits in the book (section, page, paragraph
// ref, source text), else by section, page and source text alone (a split part, whose ref the split extended). An
// item with no reading (a scan completed before readings were kept, an item the reviewer added) is its own reading.
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { canonicalJson } from "./locate-item";

/** One completed document of the project: its register now and its items as read (null when not kept). */
export type DocumentRegisters = { documentId: string; data: ExtractedData; read: ExtractedData | null };

/** A register item: the document it lives in, its index there, and the item as it is now. */
export type RegisterItem = { documentId: string; index: number; item: Submittal };

export type BookBase = {
  /** The book's readings, in register order: one per paragraph, however many items the reviewer split it into. */
  data: ExtractedData;
  /** Per reading (same index), the register's items that stand for it. */
  items: RegisterItem[][];
};

function place(item: Submittal, withRef: boolean): string | null {
  if (item.page === undefined && !item.sourceText) return null;
  const where = [item.section, item.page ?? null, item.sourceText ?? null];
  return canonicalJson(withRef ? [...where, item.ref ?? null] : where);
}

function indexBy(items: readonly Submittal[], key: (item: Submittal) => string | null): Map<string, number[]> {
  const map = new Map<string, number[]>();
  items.forEach((item, index) => {
    const k = key(item);
    if (k === null) return;
    const list = map.get(k);
    if (list) list.push(index);
    else map.set(k, [index]);
  });
  return map;
}

/** Per item of `data`, the index of its reading in `read`, or -1. */
function readingsOf(data: ExtractedData, read: ExtractedData): number[] {
  const readings = read.submittals;
  const used = new Set<number>();
  const take = (candidates: number[] | undefined, shared: boolean): number => {
    const free = candidates?.find((i) => !used.has(i));
    const found = free ?? (shared ? candidates?.[0] : undefined);
    if (found === undefined) return -1;
    used.add(found);
    return found;
  };
  const exact = indexBy(readings, canonicalJson);
  const byPlace = indexBy(readings, (s) => place(s, true));
  const byPage = indexBy(readings, (s) => place(s, false));
  // Unedited items first, so an edited item never takes the reading of an unedited one that shares its place.
  const found = data.submittals.map((item) => take(exact.get(canonicalJson(item)), false));
  data.submittals.forEach((item, i) => {
    if (found[i]! >= 0) return;
    const key = place(item, true);
    found[i] = key === null ? -1 : take(byPlace.get(key), false);
  });
  data.submittals.forEach((item, i) => {
    if (found[i]! >= 0) return;
    const key = place(item, false);
    found[i] = key === null ? -1 : take(byPage.get(key), true);
  });
  return found;
}

export function bookBase(documents: readonly DocumentRegisters[]): BookBase {
  const submittals: Submittal[] = [];
  const items: RegisterItem[][] = [];
  for (const { documentId, data, read } of documents) {
    const found = read ? readingsOf(data, read) : data.submittals.map(() => -1);
    const slotOfReading = new Map<number, number>();
    data.submittals.forEach((item, index) => {
      const reading = found[index]!;
      const member = { documentId, index, item };
      const slot = reading >= 0 ? slotOfReading.get(reading) : undefined;
      if (slot !== undefined) {
        items[slot]!.push(member);
        return;
      }
      if (reading >= 0) slotOfReading.set(reading, submittals.length);
      submittals.push(reading >= 0 ? read!.submittals[reading]! : item);
      items.push([member]);
    });
  }
  return { data: { submittals }, items };
}

/** The readings of the sections `keep` accepts, with their items. */
export function bookSections(base: BookBase, keep: (item: Submittal) => boolean): BookBase {
  const indices = base.data.submittals.flatMap((s, i) => (keep(s) ? [i] : []));
  return {
    data: { submittals: indices.map((i) => base.data.submittals[i]!) },
    items: indices.map((i) => base.items[i]!),
  };
}
