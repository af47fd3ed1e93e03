// Pure operations on the results page's working copy (product §4 "Include/exclude"): every change returns a new object and
// replaces only the submittals it touches, so memoized rows for untouched items keep their identity and skip re-rendering.
import { REGISTER_LIMITS, type ExtractedData, type Submittal } from "../../../../contract/submittal";
import { splitLeadIn, splitTitle } from "./split-context";
import { divisionCode } from "../../../../contract/divisions";
import { isSubmittalExported } from "../../../../export/select-exported-submittals";

export type IndexedSubmittal = { index: number; submittal: Submittal };
export type DivisionGroup = { division: string; items: IndexedSubmittal[] };

/** Deep copy of the stored result, the only thing edits ever touch (product §4). */
export function createWorkingCopy(data: ExtractedData): ExtractedData {
  return structuredClone(data);
}

/** Divisions in CSI order (by code, then label), items in document order. */
export function groupSubmittalsByDivision(submittals: readonly Submittal[]): DivisionGroup[] {
  const groups = new Map<string, DivisionGroup>();
  submittals.forEach((submittal, index) => {
    const group = groups.get(submittal.division) ?? { division: submittal.division, items: [] };
    group.items.push({ index, submittal });
    groups.set(submittal.division, group);
  });
  return [...groups.values()].sort(
    (a, b) => divisionCode(a.division).localeCompare(divisionCode(b.division)) || a.division.localeCompare(b.division),
  );
}

export function excludedDivisionSet(data: ExtractedData): ReadonlySet<string> {
  return new Set(data.excludedDivisions ?? []);
}

export function countSelected(data: ExtractedData): number {
  const excluded = excludedDivisionSet(data);
  return data.submittals.reduce((n, s) => (isSubmittalExported(s, excluded) ? n + 1 : n), 0);
}

export type DivisionSelection = "all" | "some" | "none";

export function divisionSelection(group: DivisionGroup, excluded: ReadonlySet<string>): DivisionSelection {
  const selected = group.items.filter((i) => isSubmittalExported(i.submittal, excluded)).length;
  if (selected === 0) return "none";
  return selected === group.items.length ? "all" : "some";
}

function withDivisionFlag(data: ExtractedData, division: string, excluded: boolean): string[] {
  const rest = (data.excludedDivisions ?? []).filter((d) => d !== division);
  return excluded ? [...rest, division] : rest;
}

/** Product §4: toggling a division on excludes all its items; toggling it off re-includes all of them. */
export function setDivisionExcluded(data: ExtractedData, division: string, excluded: boolean): ExtractedData {
  return {
    ...data,
    excludedDivisions: withDivisionFlag(data, division, excluded),
    submittals: data.submittals.map((s) =>
      s.division === division && !!s.excluded !== excluded ? { ...s, excluded } : s,
    ),
  };
}

/**
 * Flips one item. Including an item of an excluded division lifts the division flag (else the item could never be
 * exported) and keeps its siblings excluded item by item, so only the item the user picked comes back.
 */
export function toggleSubmittal(data: ExtractedData, index: number): ExtractedData {
  const target = data.submittals[index];
  if (!target) return data;
  const excludedDivisions = excludedDivisionSet(data);
  const include = !isSubmittalExported(target, excludedDivisions);
  if (!include) return replaceSubmittal(data, index, { ...target, excluded: true });
  if (!excludedDivisions.has(target.division)) return replaceSubmittal(data, index, { ...target, excluded: false });
  return {
    ...data,
    excludedDivisions: withDivisionFlag(data, target.division, false),
    submittals: data.submittals.map((s, i) => {
      if (i === index) return { ...s, excluded: false };
      return s.division === target.division && !s.excluded ? { ...s, excluded: true } : s;
    }),
  };
}

export function replaceSubmittal(data: ExtractedData, index: number, submittal: Submittal): ExtractedData {
  const submittals = data.submittals.slice();
  submittals[index] = submittal;
  return { ...data, submittals };
}

export function removeSubmittal(data: ExtractedData, index: number): ExtractedData {
  if (!data.submittals[index]) return data;
  return { ...data, submittals: data.submittals.filter((_, i) => i !== index) };
}

/** Inserts `submittals` at `index` (the end when past it). */
export function insertSubmittals(data: ExtractedData, index: number, submittals: readonly Submittal[]): ExtractedData {
  const at = Math.min(Math.max(0, index), data.submittals.length);
  return { ...data, submittals: [...data.submittals.slice(0, at), ...submittals, ...data.submittals.slice(at)] };
}

const LIST_MARK = /^\s*(?:[-•*–]|\(?[0-9]{1,3}[.)]|\(?[a-z][.)])\s+/i;

/** The sub-items an item lists: the engine's `items`, or for older scans the lines of its specifications. */
export function splitParts(submittal: Submittal): string[] {
  const source = submittal.items?.length ? submittal.items : submittal.specifications.split(/\r?\n/);
  return source.map((part) => part.replace(LIST_MARK, "").trim()).filter((part) => part.length > 0);
}

/**
 * One item per listed sub-item, each keeping the original's division, section, type and provenance (page, region,
 * source text) and its context: the title names the parent's heading and the sub-item ("Maintenance Data — roller
 * shades: operating hardware"), the specifications carry the parent's lead-in and the sub-item's text, and the
 * paragraph reference gains the sub-item's place ("1.5.C" → "1.5.C.2").
 */
export function splitSubmittal(data: ExtractedData, index: number): ExtractedData {
  const original = data.submittals[index];
  if (!original) return data;
  const parts = splitParts(original);
  if (parts.length < 2) return data;
  const { items: _items, ...rest } = original;
  const leadIn = splitLeadIn(original, parts);
  const pieces = parts.map((part, i): Submittal => ({
    ...rest,
    description: splitTitle(original.description, part).slice(0, REGISTER_LIMITS.description),
    specifications: (leadIn ? `${leadIn}\n${part}` : part).slice(0, REGISTER_LIMITS.specifications),
    ...(original.ref ? { ref: `${original.ref}.${i + 1}`.slice(0, REGISTER_LIMITS.ref) } : {}),
  }));
  return insertSubmittals(removeSubmittal(data, index), index, pieces);
}

/** Includes or excludes the items at `indices`; including one of an excluded division lifts the division flag. */
export function setSubmittalsExcluded(
  data: ExtractedData,
  indices: readonly number[],
  excluded: boolean,
): ExtractedData {
  const targets = new Set(indices);
  const divisions = new Set(indices.map((i) => data.submittals[i]?.division).filter((d) => d !== undefined));
  const flagged = excludedDivisionSet(data);
  // Lifting a division flag must not bring back the division's other items: they become excluded one by one.
  const lifted = excluded ? new Set<string>() : new Set([...divisions].filter((d) => flagged.has(d)));
  return {
    ...data,
    excludedDivisions: (data.excludedDivisions ?? []).filter((d) => !lifted.has(d)),
    submittals: data.submittals.map((s, i) => {
      if (targets.has(i)) return !!s.excluded === excluded ? s : { ...s, excluded };
      return lifted.has(s.division) && !s.excluded ? { ...s, excluded: true } : s;
    }),
  };
}

/** Sets the same fields (type, division, section) on the items at `indices`. */
/** What can be set on many items at once (the selection toolbar, a pasted schedule). */
export type ItemsPatch = Partial<Pick<Submittal, "submittalType" | "division" | "section" | "requiredOnSiteDate">>;

export function updateSubmittals(data: ExtractedData, indices: readonly number[], patch: ItemsPatch): ExtractedData {
  const targets = new Set(indices);
  return {
    ...data,
    submittals: data.submittals.map((s, i) => (targets.has(i) ? { ...s, ...patch } : s)),
  };
}

/**
 * Every line of the items' specifications in order, a line that repeats an earlier one (the lead-in that split
 * siblings share) once; an item without specifications gives its description, so no item's text is lost.
 */
function mergedSpecifications(parts: readonly Submittal[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const part of parts) {
    const text = part.specifications.trim() || part.description;
    for (const line of text.split(/\r?\n/)) {
      const key = line.trim();
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      lines.push(line);
    }
  }
  return lines.join("\n");
}

/**
 * Merges the items at `indices` into the first of them: descriptions joined with "; ", every specification and listed
 * sub-item kept in order, the first item's division, section, type and provenance.
 */
export function mergeSubmittals(data: ExtractedData, indices: readonly number[]): ExtractedData {
  const sorted = [...new Set(indices)].filter((i) => data.submittals[i]).sort((a, b) => a - b);
  const [first] = sorted;
  if (first === undefined || sorted.length < 2) return data;
  const parts = sorted.map((i) => data.submittals[i]).filter((s): s is Submittal => s !== undefined);
  const head = parts[0] as Submittal;
  const items = parts.flatMap((s) => s.items ?? []);
  const merged: Submittal = {
    ...head,
    description: parts
      .map((s) => s.description)
      .join("; ")
      .slice(0, 5000),
    specifications: mergedSpecifications(parts).slice(0, REGISTER_LIMITS.specifications),
    ...(items.length > 0 ? { items: items.slice(0, 200) } : {}),
  };
  const drop = new Set(sorted.slice(1));
  return {
    ...data,
    submittals: data.submittals.flatMap((s, i) => (i === first ? [merged] : drop.has(i) ? [] : [s])),
  };
}
