// The comparison between two registers (an earlier issue of a book and a later one, or a project's register and the
// register an addendum makes of it): what changed, item by item and section by section. The engine produces it
// (src/engine/compare/), the server stores it beside a project's documents, the results page and the variance report
// read it. Items are named by their index in the register they come from, so a comparison is only meaningful with its
// two registers.
import { z } from "zod";
import { REGISTER_LIMITS, submittalSchema, type Submittal } from "./submittal";

/** What happened to one requirement between the old register and the new one. */
export const ITEM_CHANGE_KINDS = ["unchanged", "changed", "added", "removed"] as const;
export const itemChangeKindSchema = z.enum(ITEM_CHANGE_KINDS);
export type ItemChangeKind = z.infer<typeof itemChangeKindSchema>;

/**
 * What happened to one specification section. `replaced` and `deleted-by-addendum` come from an addendum's own
 * instruction ("Replace Section 09 91 23 with the attached", "Delete Section 08 71 00 in its entirety"); the others
 * from the items: `added` and `removed` when the section is in one register only, `changed` when any item changed.
 */
export const SECTION_CHANGE_KINDS = [
  "added",
  "removed",
  "replaced",
  "deleted-by-addendum",
  "unchanged",
  "changed",
] as const;
export const sectionChangeKindSchema = z.enum(SECTION_CHANGE_KINDS);
export type SectionChangeKind = z.infer<typeof sectionChangeKindSchema>;

/**
 * The fields of an item the comparison looks at: what the engine read from the book. The reviewer's own fields
 * (excluded, responsible contractor, lead time, dates, location) and where the paragraph sits (page, box) are not
 * compared; a paragraph that only moved is the same requirement. `ref` is reported on its own (`refChanged`).
 */
export const COMPARED_FIELDS = [
  "description",
  "specifications",
  "submittalType",
  "label",
  "category",
  "items",
  "sectionTitle",
  "division",
] as const;
export const comparedFieldSchema = z.enum(COMPARED_FIELDS);
export type ComparedField = z.infer<typeof comparedFieldSchema>;

/** A run of characters, [start, end), in one side's text (`specifications` or `description`). */
export const textSpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type TextSpan = z.infer<typeof textSpanSchema>;

/** Where a text of a changed item differs: the words only the old text has, and those only the new text has. */
export const textDiffSchema = z.object({
  old: z.array(textSpanSchema),
  new: z.array(textSpanSchema),
});
export type TextDiff = z.infer<typeof textDiffSchema>;

/** One side of a matched pair: the item's index in its register, and its paragraph ref and page there. */
export const itemSideSchema = z.object({
  index: z.number().int().min(0).max(REGISTER_LIMITS.submittals),
  ref: z.string().max(REGISTER_LIMITS.ref).optional(),
  page: z.number().int().min(1).max(REGISTER_LIMITS.pages).optional(),
});
export type ItemSide = z.infer<typeof itemSideSchema>;

export const itemChangeSchema = z.object({
  kind: itemChangeKindSchema,
  /** The section number as the register writes it (the new register's spelling when the item is in both). */
  section: z.string().max(REGISTER_LIMITS.section),
  /** The item in the old register; absent for `added`. */
  old: itemSideSchema.optional(),
  /** The item in the new register; absent for `removed`. */
  new: itemSideSchema.optional(),
  /** The compared fields whose values differ; empty unless `changed`. */
  changedFields: z.array(comparedFieldSchema),
  /** The paragraph was renumbered (same requirement, different ref): does not by itself make the item `changed`. */
  refChanged: z.boolean(),
  /** How alike the two texts are, 0–1 (word overlap); 1 for identical texts, absent for `added` and `removed`. */
  similarity: z.number().min(0).max(1).optional(),
  /** For `changed` items whose text differs: the spans to highlight in the old and in the new text. */
  textDiff: textDiffSchema.optional(),
  /** For `changed` items whose description differs: the spans to highlight in the old and the new description. */
  descriptionDiff: textDiffSchema.optional(),
});
export type ItemChange = z.infer<typeof itemChangeSchema>;

export const itemChangeCountsSchema = z.object({
  unchanged: z.number().int().min(0),
  changed: z.number().int().min(0),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type ItemChangeCounts = z.infer<typeof itemChangeCountsSchema>;

export const sectionChangeSchema = z.object({
  kind: sectionChangeKindSchema,
  /** The section number as the register writes it ("09 91 23"). */
  section: z.string().max(REGISTER_LIMITS.section),
  sectionTitle: z.string().max(REGISTER_LIMITS.sectionTitle).optional(),
  division: z.string().max(REGISTER_LIMITS.division).optional(),
  /** The addendum's instruction that named the section, in its own words, when one did. */
  instruction: z.string().max(REGISTER_LIMITS.warning).optional(),
  /** The section's items by kind. */
  counts: itemChangeCountsSchema,
});
export type SectionChange = z.infer<typeof sectionChangeSchema>;

/** What a section an addendum carries without any instruction naming it, and the register does not hold, is called
 * wherever it is shown: the project's pending changes, the CLI's listing (decision 0273). */
export const ATTACHED_NOT_INSTRUCTED = "Attached to the addendum, not instructed";

/**
 * A section an addendum carries that no instruction names and the project's register does not hold: offered to the
 * reviewer (add as new, or ignore), never added silently. Its items are as the addendum's scan reads them, a group
 * heading ("Quality Control Submittals:") read as the deliverables it lists.
 */
export const attachedSectionSchema = z.object({
  section: z.string().max(REGISTER_LIMITS.section),
  sectionTitle: z.string().max(REGISTER_LIMITS.sectionTitle).optional(),
  division: z.string().max(REGISTER_LIMITS.division).optional(),
  items: z.array(submittalSchema).max(REGISTER_LIMITS.submittals),
  /** Whether the comparison's new register holds it (added as new when asked, as the CLI's --add-attached does). */
  added: z.boolean(),
});
export type AttachedSection = z.infer<typeof attachedSectionSchema>;

export const registerComparisonSchema = z.object({
  /** Every item of both registers exactly once, in the new register's order, each removed item after the item that
   * preceded it in the old register (so a list reads like the new book with the removals where they were). */
  items: z.array(itemChangeSchema).max(REGISTER_LIMITS.submittals * 2),
  /** Every section of both registers, in book order. */
  sections: z.array(sectionChangeSchema).max(REGISTER_LIMITS.submittals * 2),
  counts: itemChangeCountsSchema,
  /** Sections by kind. */
  sectionCounts: z.record(sectionChangeKindSchema, z.number().int().min(0)),
  /** What the comparison could not do as asked (an addendum instruction naming a section neither register has). */
  warnings: z.array(z.string().max(REGISTER_LIMITS.warning)).max(REGISTER_LIMITS.warnings),
  /** An addendum's sections attached without an instruction (absent when comparing two issues of a book). */
  attached: z.array(attachedSectionSchema).max(REGISTER_LIMITS.submittals).optional(),
});
export type RegisterComparison = z.infer<typeof registerComparisonSchema>;

/**
 * What an addendum tells the reader to do with the book, read from its text: delete, replace or add a whole section,
 * or revise, delete or add one paragraph of a section. `section` is as the register prints section numbers
 * ("08 71 00"); `text` is the instruction in the addendum's words; `newText` the paragraph's new wording.
 */
export const ADDENDUM_ACTIONS = [
  "delete-section",
  "replace-section",
  "add-section",
  "revise-paragraph",
  "delete-paragraph",
  "add-paragraph",
] as const;
export const addendumActionSchema = z.enum(ADDENDUM_ACTIONS);
export type AddendumAction = z.infer<typeof addendumActionSchema>;

export const addendumInstructionSchema = z.object({
  action: addendumActionSchema,
  section: z.string().max(REGISTER_LIMITS.section),
  /** The paragraph's ref ("2.3.B") for the paragraph actions. */
  ref: z.string().max(REGISTER_LIMITS.ref).optional(),
  /** The paragraph's new wording for `revise-paragraph` and `add-paragraph`. */
  newText: z.string().max(REGISTER_LIMITS.specifications).optional(),
  text: z.string().max(REGISTER_LIMITS.warning),
});
export type AddendumInstruction = z.infer<typeof addendumInstructionSchema>;

/**
 * The text an item is matched by and the variance report shows: its specification text, led by its description when
 * the text does not already hold it (a UFGS list entry's description is its own words, its text the SD heading's).
 */
export function comparedText(item: Submittal): string {
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  if (!item.specifications) return item.description;
  if (item.specifications.includes(item.description)) return item.specifications;
  if (flat(item.specifications).includes(flat(item.description))) return item.specifications;
  return `${item.description}\n${item.specifications}`;
}
