// What one save changed in a register, for the scan's edit history: items added, removed, edited, included or
// excluded. Submittals have no ids, so items are matched by content first, then edited ones by where they were found
// (page, paragraph, source text); what is left is added or removed. An item typed in by hand and later edited has no
// provenance to match on, so it reads as removed and added. The summary names the first 50 changes; every item edited,
// included or excluded is also listed in full, for the items' own histories (decision 0319).
import type { HistoryChange, HistoryCounts, HistorySummary, ItemChange } from "./scan-history";
import type { ExtractedData, Submittal } from "./submittal";

const MAX_NAMED_CHANGES = 50;
const MAX_DESCRIPTION = 300;

type Item = { submittal: Submittal; excluded: boolean };

function items(data: ExtractedData | null): Item[] {
  const divisions = new Set(data?.excludedDivisions ?? []);
  return (data?.submittals ?? []).map((submittal) => ({
    submittal,
    excluded: !!submittal.excluded || divisions.has(submittal.division),
  }));
}

/** JSON with keys sorted at every level: the database hands objects back in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function contentKey(submittal: Submittal): string {
  const { excluded: _excluded, ...content } = submittal;
  return canonical(content);
}

function provenanceKey(submittal: Submittal): string | null {
  if (submittal.page === undefined && !submittal.ref && !submittal.sourceText) return null;
  return canonical([submittal.page ?? null, submittal.ref ?? null, submittal.sourceText ?? null]);
}

function changedFields(before: Submittal, after: Submittal): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete("excluded");
  return [...keys]
    .filter((key) => canonical(before[key as keyof Submittal]) !== canonical(after[key as keyof Submittal]))
    .sort();
}

/** Pairs items of `before` and `after` that share `key`, in order; returns the pairs and what is left on each side. */
function pairBy(before: Item[], after: Item[], key: (s: Submittal) => string | null) {
  const waiting = new Map<string, Item[]>();
  const leftBefore: Item[] = [];
  for (const item of before) {
    const k = key(item.submittal);
    if (k === null) leftBefore.push(item);
    else waiting.set(k, [...(waiting.get(k) ?? []), item]);
  }
  const pairs: [Item, Item][] = [];
  const leftAfter: Item[] = [];
  for (const item of after) {
    const k = key(item.submittal);
    const match = k === null ? undefined : waiting.get(k)?.shift();
    if (match) pairs.push([match, item]);
    else leftAfter.push(item);
  }
  for (const rest of waiting.values()) leftBefore.push(...rest);
  return { pairs, leftBefore, leftAfter };
}

const name = (submittal: Submittal) => submittal.description.slice(0, MAX_DESCRIPTION);

/** What one save changed: its summary (counts, first changes by name) and every item it edited, included or excluded. */
export type RegisterSave = { summary: HistorySummary; itemChanges: ItemChange[] };

export function describeRegisterSave(before: ExtractedData | null, after: ExtractedData): RegisterSave {
  const counts: HistoryCounts = { added: 0, removed: 0, edited: 0, included: 0, excluded: 0 };
  const changes: HistoryChange[] = [];
  const itemChanges: ItemChange[] = [];
  const record = (change: HistoryChange) => {
    counts[change.kind]++;
    if (changes.length < MAX_NAMED_CHANGES) changes.push(change);
    if (change.kind === "edited" || change.kind === "included" || change.kind === "excluded")
      itemChanges.push({ kind: change.kind, description: change.description });
  };
  const same = pairBy(items(before), items(after), contentKey);
  const moved = pairBy(same.leftBefore, same.leftAfter, provenanceKey);

  for (const [old, now] of moved.pairs) {
    record({ kind: "edited", description: name(now.submittal), fields: changedFields(old.submittal, now.submittal) });
  }
  for (const [old, now] of [...same.pairs, ...moved.pairs]) {
    if (old.excluded !== now.excluded)
      record({ kind: now.excluded ? "excluded" : "included", description: name(now.submittal) });
  }
  for (const item of moved.leftAfter) record({ kind: "added", description: name(item.submittal) });
  for (const item of moved.leftBefore) record({ kind: "removed", description: name(item.submittal) });
  return { summary: { counts, changes }, itemChanges };
}

export function describeRegisterChanges(before: ExtractedData | null, after: ExtractedData): HistorySummary {
  return describeRegisterSave(before, after).summary;
}

export function hasChanges(summary: HistorySummary): boolean {
  return Object.values(summary.counts).some((n) => n > 0);
}
