// Each item of a project's combined register with its history: the document that introduced it and the changes of
// later documents that touched it, oldest first. Derived from the project's changes, not stored: an item put into a
// register by an accepted change carries on the history of the item it replaced; pending and kept changes name the
// register's item they are about (found by content, else by page + ref + source text, as a decision finds it).
import type { AppliedChange } from "../../db/schema";
import type { ChangeChoice } from "../../../contract/merge-revision";
import type { ProjectChange } from "../../../contract/project-changes";
import type { HistoryDocument, ItemHistory, ItemHistoryChange } from "../../../contract/project-item-history";
import type { ProjectDocument } from "../../../contract/projects";
import type { Submittal } from "../../../contract/submittal";
import type { ProjectDocumentRegister } from "../project-register";
import { canonicalJson, provenance } from "./locate-item";

export type HistoryChange = Pick<
  ProjectChange,
  "id" | "documentId" | "kind" | "state" | "before" | "beforeDocumentId"
> & {
  applied: AppliedChange | null;
  /** The reviewer's choice; null while pending. */
  choice: ChangeChoice | null;
  /** Who decided (their name) and when (ISO); null while pending. */
  decidedBy: string | null;
  decidedAt: string | null;
};

type Keyed = Map<string, HistoryChange[]>;

/** The keys an item is found by in a document: its content first, then its place in the book. */
function keysOf(documentId: string, item: Submittal): string[] {
  const where = provenance(item);
  return [`${documentId}\u0000=${canonicalJson(item)}`, ...(where === null ? [] : [`${documentId}\u0000@${where}`])];
}

function add(map: Keyed, keys: readonly string[], change: HistoryChange): void {
  for (const key of keys) map.set(key, [...(map.get(key) ?? []), change]);
}

/** The changes under the first key that has any (content before place). */
function lookUp(map: Keyed, keys: readonly string[]): HistoryChange[] {
  for (const key of keys) {
    const found = map.get(key);
    if (found) return found;
  }
  return [];
}

export function buildItemHistories(
  documents: readonly ProjectDocument[],
  registers: readonly ProjectDocumentRegister[],
  changes: readonly HistoryChange[],
): ItemHistory[] {
  const order = new Map(documents.map((d, i) => [d.id, i]));
  const byId = new Map<string, HistoryDocument>(
    documents.map((d) => [d.id, { id: d.id, fileName: d.fileName, kind: d.kind, date: d.date }]),
  );
  const documentOf = (id: string): HistoryDocument => {
    const found = byId.get(id);
    if (!found) throw new Error(`Document ${id} is not the project's`);
    return found;
  };

  // Accepted changes by the item they put in; pending and kept ones by the register's item they are about.
  const putBy: Keyed = new Map();
  const about: Keyed = new Map();
  for (const change of changes) {
    const put = change.applied?.put;
    if (change.state === "accepted" && put) add(putBy, keysOf(put.documentId, put.item), change);
    if (change.state !== "accepted" && change.before && change.beforeDocumentId)
      add(about, keysOf(change.beforeDocumentId, change.before), change);
  }

  const entry = (change: HistoryChange): ItemHistoryChange => ({
    changeId: change.id,
    document: documentOf(change.documentId),
    kind: change.kind,
    state: change.state,
    choice: change.choice,
    decidedBy: change.decidedBy,
    decidedAt: change.decidedAt,
  });

  function historyOf(documentId: string, item: Submittal, seen: ReadonlySet<string>): Omit<ItemHistory, "index"> {
    const keys = keysOf(documentId, item);
    const touched = lookUp(about, keys).filter((c) => !seen.has(c.id));
    const putter = lookUp(putBy, keys).find((c) => !seen.has(c.id));
    let introducedBy = documentOf(documentId);
    let earlier: ItemHistoryChange[] = [];
    if (putter) {
      const taken = putter.applied?.taken;
      if (taken) {
        const before = historyOf(taken.documentId, taken.item, new Set([...seen, putter.id]));
        introducedBy = before.introducedBy;
        earlier = [...before.changes, entry(putter)];
      } else {
        introducedBy = documentOf(putter.documentId);
      }
    }
    const all = [...earlier, ...touched.map(entry)];
    // Document order; one document's changes keep the order they were found in.
    const rank = (c: ItemHistoryChange) => order.get(c.document.id) ?? Number.MAX_SAFE_INTEGER;
    const sorted = all.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i);
    return { documentId, introducedBy, changes: sorted.map((s) => s.c), edits: [] };
  }

  return registers.flatMap(({ documentId, data }) =>
    data.submittals.map((item, index) => ({ ...historyOf(documentId, item, new Set()), index })),
  );
}
