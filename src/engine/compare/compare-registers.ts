// Compares two registers section by section and item by item (decision 0220): which requirements are unchanged,
// changed (with the fields and words that differ), added or removed, and what happened to each section. Pure and
// deterministic; grouping and exact matching are hash lookups, so two registers of a few thousand items compare in
// milliseconds.
import {
  COMPARED_FIELDS,
  SECTION_CHANGE_KINDS,
  type ComparedField,
  type ItemChange,
  type ItemChangeCounts,
  type RegisterComparison,
  type SectionChange,
  type SectionChangeKind,
} from "../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../contract/submittal";
import { comparedText } from "../../contract/register-comparison";
import { diffWords, normalizeText } from "./compare-text";
import { matchSectionItems, type ItemPair, type MatchInput } from "./match-section-items";

/** What an addendum said about a section, which decides the section's kind instead of its items. */
export type SectionInstruction = {
  kind: Extract<SectionChangeKind, "replaced" | "deleted-by-addendum" | "added">;
  /** The instruction in the addendum's words. */
  text: string;
};

export type CompareRegistersOptions = {
  /** Per section key (sectionKey()), the addendum's instruction about the section. */
  sectionInstructions?: ReadonlyMap<string, SectionInstruction>;
  /** Warnings to carry into the comparison (from reading an addendum's instructions). */
  warnings?: readonly string[];
};

/** The section number with its spacing and punctuation dropped: "09 91 23", "09-91-23" and "099123" are one section. */
export function sectionKey(section: string): string {
  return section.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();
}

type SectionGroup = { section: string; indices: number[] };

function groupBySection(items: readonly Submittal[]): Map<string, SectionGroup> {
  const groups = new Map<string, SectionGroup>();
  items.forEach((item, index) => {
    const key = sectionKey(item.section);
    const group = groups.get(key);
    if (group) group.indices.push(index);
    else groups.set(key, { section: item.section, indices: [index] });
  });
  return groups;
}

/** Book order: by the section number's digits (as the register sorts), then the key itself. */
function sectionOrder(keys: Iterable<string>): string[] {
  const order = (key: string) => key.replace(/\D/g, "").padEnd(8, "0");
  return [...new Set(keys)].sort((a, b) => order(a).localeCompare(order(b)) || a.localeCompare(b));
}

function fieldValue(item: Submittal, field: ComparedField): string {
  if (field === "items") return JSON.stringify((item.items ?? []).map(normalizeText));
  return normalizeText(item[field] ?? "");
}

export function changedFields(oldItem: Submittal, newItem: Submittal): ComparedField[] {
  // Equal values are the common case and need no normalising.
  return COMPARED_FIELDS.filter(
    (field) => oldItem[field] !== newItem[field] && fieldValue(oldItem, field) !== fieldValue(newItem, field),
  );
}

function side(item: Submittal, index: number) {
  return {
    index,
    ...(item.ref !== undefined && { ref: item.ref }),
    ...(item.page !== undefined && { page: item.page }),
  };
}

function matchInputs(items: readonly Submittal[], indices: readonly number[]): MatchInput[] {
  return indices.map((index) => ({
    index,
    ref: normalizeText(items[index]!.ref ?? ""),
    text: comparedText(items[index]!),
  }));
}

function emptyCounts(): ItemChangeCounts {
  return { unchanged: 0, changed: 0, added: 0, removed: 0 };
}

export function compareRegisters(
  oldRegister: ExtractedData,
  newRegister: ExtractedData,
  options: CompareRegistersOptions = {},
): RegisterComparison {
  const olds = oldRegister.submittals;
  const news = newRegister.submittals;
  const oldGroups = groupBySection(olds);
  const newGroups = groupBySection(news);
  const items: ItemChange[] = [];
  const sections: SectionChange[] = [];
  const counts = emptyCounts();

  for (const key of sectionOrder([...oldGroups.keys(), ...newGroups.keys()])) {
    const oldGroup = oldGroups.get(key);
    const newGroup = newGroups.get(key);
    const section = newGroup?.section ?? oldGroup!.section;
    const ordered = compareSectionItems(olds, news, section, oldGroup?.indices ?? [], newGroup?.indices ?? []);
    const sectionCounts = emptyCounts();
    for (const change of ordered) {
      sectionCounts[change.kind]++;
      counts[change.kind]++;
    }
    items.push(...ordered);

    const instruction = options.sectionInstructions?.get(key);
    const first = newGroup ? news[newGroup.indices[0]!]! : olds[oldGroup!.indices[0]!]!;
    sections.push({
      kind: instruction?.kind ?? sectionKindFromItems(sectionCounts, oldGroup, newGroup),
      section,
      ...(first.sectionTitle && { sectionTitle: first.sectionTitle }),
      division: first.division,
      ...(instruction && { instruction: instruction.text }),
      counts: sectionCounts,
    });
  }

  const sectionCounts = Object.fromEntries(SECTION_CHANGE_KINDS.map((kind) => [kind, 0])) as Record<
    SectionChangeKind,
    number
  >;
  for (const section of sections) sectionCounts[section.kind]++;
  return { items, sections, counts, sectionCounts, warnings: [...(options.warnings ?? [])] };
}

/**
 * One section's item changes in the new register's order: items matched (changed or unchanged) and added where the
 * new items stand, each removed item after the new position of the nearest earlier old item that is still there.
 */
function compareSectionItems(
  olds: readonly Submittal[],
  news: readonly Submittal[],
  section: string,
  oldIndices: readonly number[],
  newIndices: readonly number[],
): ItemChange[] {
  const match = matchSectionItems(matchInputs(olds, oldIndices), matchInputs(news, newIndices));
  const byNew = new Map<number, ItemChange>();
  const newOfOld = new Map<number, number>();
  for (const pair of match.pairs) {
    byNew.set(pair.new, pairedChange(olds[pair.old]!, news[pair.new]!, pair, section));
    newOfOld.set(pair.old, pair.new);
  }
  for (const index of match.added) {
    byNew.set(index, {
      kind: "added",
      section,
      new: side(news[index]!, index),
      changedFields: [],
      refChanged: false,
    });
  }
  const removedAfter = removedAfterKept(olds, section, oldIndices, newOfOld);
  const ordered = [...(removedAfter.get(-1) ?? [])];
  for (const index of newIndices) {
    ordered.push(byNew.get(index)!, ...(removedAfter.get(index) ?? []));
  }
  return ordered;
}

/** An old item and the new one it matched: which fields changed, with word diffs of the long texts. */
function pairedChange(oldItem: Submittal, newItem: Submittal, pair: ItemPair, section: string): ItemChange {
  const fields = changedFields(oldItem, newItem);
  return {
    kind: fields.length > 0 ? "changed" : "unchanged",
    section,
    old: side(oldItem, pair.old),
    new: side(newItem, pair.new),
    changedFields: fields,
    refChanged: normalizeText(oldItem.ref ?? "") !== normalizeText(newItem.ref ?? ""),
    similarity: pair.similarity,
    ...(fields.includes("specifications") && {
      textDiff: diffWords(oldItem.specifications, newItem.specifications),
    }),
    ...(fields.includes("description") && {
      descriptionDiff: diffWords(oldItem.description, newItem.description),
    }),
  };
}

/** The old items no new item matched, by the new index of the nearest earlier old item still there (-1: none). */
function removedAfterKept(
  olds: readonly Submittal[],
  section: string,
  oldIndices: readonly number[],
  newOfOld: ReadonlyMap<number, number>,
): Map<number, ItemChange[]> {
  const removedAfter = new Map<number, ItemChange[]>();
  let anchor = -1;
  for (const index of oldIndices) {
    const kept = newOfOld.get(index);
    if (kept !== undefined) {
      anchor = kept;
      continue;
    }
    const change: ItemChange = {
      kind: "removed",
      section,
      old: side(olds[index]!, index),
      changedFields: [],
      refChanged: false,
    };
    const list = removedAfter.get(anchor);
    if (list) list.push(change);
    else removedAfter.set(anchor, [change]);
  }
  return removedAfter;
}

function sectionKindFromItems(
  counts: ItemChangeCounts,
  oldGroup: SectionGroup | undefined,
  newGroup: SectionGroup | undefined,
): SectionChangeKind {
  if (!oldGroup) return "added";
  if (!newGroup) return "removed";
  return counts.changed + counts.added + counts.removed > 0 ? "changed" : "unchanged";
}
