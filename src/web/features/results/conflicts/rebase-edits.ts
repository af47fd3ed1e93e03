// Rebasing a window's unsaved edits onto a register saved meanwhile elsewhere (a three-way merge, item by item). The
// items have no ids: each side is matched to the version both started from by content (a patience diff), so an item
// edited, excluded, deleted, split or merged on one side shows as a change of the base items it replaced. Changes to
// different items merge silently; the items both sides changed differently come back as conflicts to choose from.
import { submittalSchema, type ExtractedData, type Submittal } from "../../../../contract/submittal";

/** Base items [start, end) replaced by `items` on one side (an empty range inserts before `start`). */
type Hunk = { start: number; end: number; items: readonly Submittal[]; side: "theirs" | "mine" };

/** Base items both sides changed, each differently: the user chooses which version the register keeps. */
export type EditConflict = {
  /** Position of the first base item concerned; stable for a given base, so a choice can be reused. */
  id: string;
  base: readonly Submittal[];
  /** As saved elsewhere; empty when deleted there. */
  theirs: readonly Submittal[];
  /** As edited in this window; empty when deleted here. */
  mine: readonly Submittal[];
};
export type ConflictChoice = "theirs" | "mine";

type Segment = { items: readonly Submittal[] } | { conflict: EditConflict };

export type Rebase = {
  /** The latest saved register with every change from this window that conflicts with nothing. */
  readonly register: Omit<ExtractedData, "submittals">;
  readonly segments: readonly Segment[];
  readonly conflicts: readonly EditConflict[];
};

const FIELDS = Object.keys(submittalSchema.shape) as (keyof Submittal)[];

/** Whether two items hold the same content; an unset flag and `false` read alike (excluded and included again). */
export function sameItem(a: Submittal, b: Submittal): boolean {
  if (a === b) return true;
  for (const field of FIELDS) {
    const x = a[field];
    const y = b[field];
    if (x === y || ((x === undefined || x === false) && (y === undefined || y === false))) continue;
    if (typeof x !== "object" || typeof y !== "object" || JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/**
 * A short text that equal items share and different items mostly do not (title, place, size of the text): used to
 * find the items that occur once on each side; whether two items are equal is always decided by sameItem.
 */
function roughKey(item: Submittal): string {
  return `${item.description}\u0000${item.ref ?? ""}\u0000${item.page ?? ""}\u0000${item.specifications.length}\u0000${item.sourceText?.length ?? ""}`;
}

/** Longest increasing run of `values` (by position in the input), in O(n log n). */
function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = []; // index into values of the smallest tail of a run of each length
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1] as number;
    tails[lo] = i;
  });
  const run: number[] = [];
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) run.push(i);
  return run.reverse();
}

/**
 * Pairs of equal items (index in `a`, index in `b`), increasing in both: equal ends first, then the items found once
 * on each side as anchors (their longest common order), the ranges between anchors matched the same way.
 */
function matchItems(itemsA: readonly Submittal[], itemsB: readonly Submittal[]): [number, number][] {
  const a = itemsA.map(roughKey);
  const b = itemsB.map(roughKey);
  const same = (i: number, j: number) => sameItem(itemsA[i] as Submittal, itemsB[j] as Submittal);
  const pairs: [number, number][] = [];
  const walk = (a0: number, a1: number, b0: number, b1: number): void => {
    const head: [number, number][] = [];
    while (a0 < a1 && b0 < b1 && same(a0, b0)) head.push([a0++, b0++]);
    const tail: [number, number][] = [];
    while (a0 < a1 && b0 < b1 && same(a1 - 1, b1 - 1)) tail.push([--a1, --b1]);
    pairs.push(...head);
    if (a0 < a1 && b0 < b1) {
      const inA = new Map<string, number>();
      const countA = new Map<string, number>();
      for (let i = a0; i < a1; i++) {
        const key = a[i] as string;
        countA.set(key, (countA.get(key) ?? 0) + 1);
        inA.set(key, i);
      }
      const countB = new Map<string, number>();
      for (let j = b0; j < b1; j++) countB.set(b[j] as string, (countB.get(b[j] as string) ?? 0) + 1);
      const candidates: [number, number][] = [];
      for (let j = b0; j < b1; j++) {
        const key = b[j] as string;
        const i = inA.get(key) as number;
        if (countA.get(key) === 1 && countB.get(key) === 1 && same(i, j)) candidates.push([i, j]);
      }
      const anchors = longestIncreasing(candidates.map(([i]) => i)).map((k) => candidates[k] as [number, number]);
      let ai = a0;
      let bj = b0;
      for (const [i, j] of anchors) {
        walk(ai, i, bj, j);
        pairs.push([i, j]);
        ai = i + 1;
        bj = j + 1;
      }
      if (anchors.length > 0) walk(ai, a1, bj, b1);
    }
    pairs.push(...tail.reverse());
  };
  walk(0, a.length, 0, b.length);
  return pairs;
}

/**
 * What one side changed, as hunks over the base. Between two matched items, as many items on each side are taken
 * as edits of one item each (one hunk per item); otherwise the base items there were replaced as a whole (a split,
 * a merge, a deletion or an insertion).
 */
function hunksOf(base: readonly Submittal[], side: readonly Submittal[], name: Hunk["side"]): Hunk[] {
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  const gap = (i1: number, j1: number) => {
    if (i1 - i === j1 - j) {
      for (let k = 0; k < i1 - i; k++) {
        if (!sameItem(base[i + k] as Submittal, side[j + k] as Submittal)) {
          hunks.push({ start: i + k, end: i + k + 1, items: [side[j + k] as Submittal], side: name });
        }
      }
    } else {
      hunks.push({ start: i, end: i1, items: side.slice(j, j1), side: name });
    }
  };
  for (const [bi, sj] of matchItems(base, side)) {
    gap(bi, sj);
    i = bi + 1;
    j = sj + 1;
  }
  gap(base.length, side.length);
  return hunks;
}

/** The base items [start, end) with one side's hunks there laid over them. */
function applyWithin(base: readonly Submittal[], start: number, end: number, hunks: readonly Hunk[]): Submittal[] {
  const out: Submittal[] = [];
  let at = start;
  for (const hunk of hunks) {
    out.push(...base.slice(at, hunk.start), ...hunk.items);
    at = hunk.end;
  }
  out.push(...base.slice(at, end));
  return out;
}

const sameItems = (a: readonly Submittal[], b: readonly Submittal[]) =>
  a.length === b.length && a.every((item, k) => sameItem(item, b[k] as Submittal));

/** Divisions excluded as a whole: theirs, with the divisions this window excluded or included since the base. */
function mergeExcludedDivisions(base: ExtractedData, mine: ExtractedData, theirs: ExtractedData): string[] | undefined {
  if (!base.excludedDivisions && !mine.excludedDivisions && !theirs.excludedDivisions) return undefined;
  const before = new Set(base.excludedDivisions ?? []);
  const now = new Set(mine.excludedDivisions ?? []);
  const result = (theirs.excludedDivisions ?? []).filter((d) => !(before.has(d) && !now.has(d)));
  for (const d of mine.excludedDivisions ?? []) if (!before.has(d) && !result.includes(d)) result.push(d);
  return result;
}

/**
 * Rebases `mine` (edits made from `base`) onto `theirs` (saved from `base` elsewhere). Register-level fields the
 * window does not edit come from `theirs`; the divisions excluded as a whole merge as sets.
 */
export function rebaseEdits(base: ExtractedData, mine: ExtractedData, theirs: ExtractedData): Rebase {
  const baseItems = base.submittals;
  const ours = hunksOf(baseItems, mine.submittals, "mine");
  const others = hunksOf(baseItems, theirs.submittals, "theirs");
  // Insertions before an item come before its replacement; theirs before mine where both insert at one place.
  const all = [...others, ...ours].sort(
    (x, y) =>
      x.start - y.start ||
      Number(x.end > x.start) - Number(y.end > y.start) ||
      Number(x.side === "mine") - Number(y.side === "mine"),
  );
  const segments: Segment[] = [];
  const conflicts: EditConflict[] = [];
  let at = 0;
  let k = 0;
  while (k < all.length) {
    const first = all[k] as Hunk;
    const cluster = [first];
    let end = first.end;
    k++;
    // Hunks overlapping the cluster's base range join it (an insertion joins only strictly inside it).
    while (first.end > first.start && k < all.length) {
      const next = all[k] as Hunk;
      const overlaps = next.end > next.start ? next.start < end : next.start > first.start && next.start < end;
      if (!overlaps) break;
      cluster.push(next);
      end = Math.max(end, next.end);
      k++;
    }
    const start = first.start;
    if (start > at) segments.push({ items: baseItems.slice(at, start) });
    const theirHunks = cluster.filter((h) => h.side === "theirs");
    const myHunks = cluster.filter((h) => h.side === "mine");
    const theirVersion = applyWithin(baseItems, start, end, theirHunks);
    if (theirHunks.length === 0 || myHunks.length === 0) {
      segments.push({ items: theirHunks.length === 0 ? applyWithin(baseItems, start, end, myHunks) : theirVersion });
    } else {
      const myVersion = applyWithin(baseItems, start, end, myHunks);
      if (sameItems(theirVersion, myVersion)) segments.push({ items: theirVersion });
      else {
        const conflict = {
          id: `${start}-${end}`,
          base: baseItems.slice(start, end),
          theirs: theirVersion,
          mine: myVersion,
        };
        conflicts.push(conflict);
        segments.push({ conflict });
      }
    }
    at = Math.max(at, end);
  }
  if (at < baseItems.length) segments.push({ items: baseItems.slice(at) });

  const { submittals: _theirItems, ...register } = theirs;
  const excludedDivisions = mergeExcludedDivisions(base, mine, theirs);
  return {
    register: excludedDivisions === undefined ? register : { ...register, excludedDivisions },
    segments,
    conflicts,
  };
}

/** The merged register, each conflict settled by `choose` (this window's version where it gives none). */
export function resolveRebase(
  rebase: Rebase,
  choose: (conflict: EditConflict) => ConflictChoice | undefined,
): ExtractedData {
  const submittals = rebase.segments.flatMap((segment) => {
    if ("items" in segment) return segment.items;
    const { conflict } = segment;
    return choose(conflict) === "theirs" ? conflict.theirs : conflict.mine;
  });
  return { ...rebase.register, submittals };
}
