// The changes a new document brings to its project's register, and the reviewer's decisions on them
// (docs/decisions/0230-projects-hold-documents-and-pending-changes.md).
import { z } from "zod";
import { acceptChoiceSchema, changeChoiceSchema, fieldChoicesSchema, mergeFieldSchema } from "./merge-revision";
import { submittalSchema } from "./submittal";

/**
 * `added`: a new item; `changed`: the item's requirement text changed; `removed`: the item left the book;
 * `attached`: an item of a section an addendum attached without an instruction (ATTACHED_NOT_INSTRUCTED in
 * register-comparison.ts): accepting adds it as new, keeping ignores it, and "Accept all" leaves it waiting.
 */
export const PROJECT_CHANGE_KINDS = ["added", "changed", "removed", "attached"] as const;
export const projectChangeKindSchema = z.enum(PROJECT_CHANGE_KINDS);
export type ProjectChangeKind = z.infer<typeof projectChangeKindSchema>;

/** `pending`: waits for the reviewer; `accepted`: applied to the register; `kept`: the register keeps its own item. */
export const PROJECT_CHANGE_STATES = ["pending", "accepted", "kept"] as const;
export const projectChangeStateSchema = z.enum(PROJECT_CHANGE_STATES);
export type ProjectChangeState = z.infer<typeof projectChangeStateSchema>;

export const projectChangeSchema = z.object({
  id: z.string(),
  /** The new document (scan) that brought the change. */
  documentId: z.string(),
  kind: projectChangeKindSchema,
  section: z.string(),
  sectionTitle: z.string(),
  ref: z.string(),
  reason: z.string(),
  /**
   * The register's item (changed, removed) as it is now, while the change waits: the reviewer's edits since the
   * comparison show. Once decided, or when the reviewer has deleted it, the item as it stood at the comparison.
   */
  before: submittalSchema.nullable(),
  /**
   * For a waiting changed item, measured from the old issue's reading of it (decision 0270): the fields the reviewer
   * edited, and those both the reviewer and the new issue changed to different values (a choice to make).
   */
  edited: z.array(mergeFieldSchema),
  conflicts: z.array(mergeFieldSchema),
  /** The document (scan) the register's item lives in. */
  beforeDocumentId: z.string().nullable(),
  /** The new document's item (added, changed). */
  after: submittalSchema.nullable(),
  state: projectChangeStateSchema,
  /** How the reviewer decided (null while pending): new text with their edits kept, everything new, or keep mine. */
  choice: changeChoiceSchema.nullable(),
  /** Per field both sides changed, whose value an acceptance took (null unless accepted). */
  fieldChoices: fieldChoicesSchema.nullable(),
  decidedAt: z.string().nullable(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;
export const projectChangeListSchema = z.array(projectChangeSchema);

/** POST /api/projects/:id/changes/decide: accept (apply) or keep (the register's own item) each named change. */
export const decideChangesSchema = z.object({
  decision: z.enum(["accept", "keep"]),
  /** How an accepted changed item is taken: the new text with the reviewer's edits kept (the default), or all new. */
  take: acceptChoiceSchema.optional(),
  /** Per field both the reviewer and the new issue changed: whose value to take (the reviewer's unless `new`). */
  fields: fieldChoicesSchema.optional(),
  /** The changes to decide; when left out ("Accept all"), every pending change of the project but the `attached`
   * ones, which wait for their own choice. */
  changeIds: z.array(z.uuid()).max(10_000).optional(),
});
export type DecideChanges = z.infer<typeof decideChangesSchema>;

/** POST /api/projects/:id/changes/undo: sets the named decided changes back to pending, restoring the register. */
export const undoChangesSchema = z.object({ changeIds: z.array(z.uuid()).min(1).max(10_000) });
export type UndoChanges = z.infer<typeof undoChangesSchema>;
