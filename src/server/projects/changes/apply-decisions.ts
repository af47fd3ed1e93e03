// Accepting a change applies it to the registers of the project's documents; undoing an acceptance puts back what it
// took and takes out what it put. Pure: works on the registers in memory, by document id.
import { mergeRevision, type AcceptChoice, type FieldChoices } from "../../../contract/merge-revision";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import type { AppliedChange, ProjectChangeRow } from "../../db/schema";
import { locateItem } from "./locate-item";

export type Registers = Map<string, ExtractedData>;

/** How an acceptance takes a changed item: the accept choice and, per field both sides changed, whose value. */
export type TakeOptions = { take: AcceptChoice; fields: FieldChoices };

function register(registers: Registers, documentId: string): ExtractedData {
  const data = registers.get(documentId);
  if (!data) throw new Error(`The register of document ${documentId} was not read`);
  return data;
}

function insertAt(data: ExtractedData, index: number, item: Submittal): { data: ExtractedData; index: number } {
  const at = Math.max(0, Math.min(index, data.submittals.length));
  return {
    data: { ...data, submittals: [...data.submittals.slice(0, at), item, ...data.submittals.slice(at)] },
    index: at,
  };
}

function removeAt(data: ExtractedData, index: number): ExtractedData {
  return { ...data, submittals: data.submittals.filter((_, i) => i !== index) };
}

/**
 * Applies `change` to `registers` (changed in place, per document) and says what it did. `placeOf` gives the index in
 * the new document's register where its item goes (after the document's accepted items that precede it in the book).
 */
export function acceptChange(
  registers: Registers,
  change: ProjectChangeRow,
  placeOf: (change: ProjectChangeRow) => number,
  options: TakeOptions = { take: "merge", fields: {} },
): AppliedChange {
  const applied: AppliedChange = {};
  let mine: Submittal | undefined;
  if (change.before && change.beforeDocumentId) {
    const data = register(registers, change.beforeDocumentId);
    const index = locateItem(data, change.before);
    // An item the reviewer has deleted since the comparison has nothing left to take.
    if (index >= 0) {
      mine = data.submittals[index]!;
      applied.taken = { documentId: change.beforeDocumentId, index, item: mine };
      registers.set(change.beforeDocumentId, removeAt(data, index));
    }
  }
  if (change.after) {
    // A changed item is merged field by field with the register's item as it is now (decision 0270): the new
    // issue's changes, the reviewer's edits. A change compared before readings were kept measures from `before`.
    const item = mine
      ? mergeRevision(
          { bookBefore: change.beforeRead ?? change.before ?? mine, bookAfter: change.after, mine },
          options.take,
          options.fields,
        ).item
      : change.after;
    const placed = insertAt(register(registers, change.documentId), placeOf(change), item);
    registers.set(change.documentId, placed.data);
    applied.put = { documentId: change.documentId, index: placed.index, item };
  }
  return applied;
}

/** Reverses `applied`: the item put in is taken out (wherever edits have moved it), the item taken is put back. */
export function undoAccepted(registers: Registers, applied: AppliedChange): void {
  if (applied.put) {
    const data = register(registers, applied.put.documentId);
    const index = locateItem(data, applied.put.item, applied.put.index);
    if (index >= 0) registers.set(applied.put.documentId, removeAt(data, index));
  }
  if (applied.taken) {
    const data = register(registers, applied.taken.documentId);
    registers.set(applied.taken.documentId, insertAt(data, applied.taken.index, applied.taken.item).data);
  }
}
