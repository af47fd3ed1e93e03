// A changed requirement taken field by field (decision 0270): the old issue's reading of the item (book-before), the
// new issue's (book-after) and the register's item as the reviewer left it. A field only the book changed takes the
// new issue's value, a field only the reviewer edited keeps theirs, and a field both changed to different values is a
// conflict the reviewer decides (theirs unless told). Pure, so the server applies it and the results page shows it.
import { z } from "zod";
import type { Submittal } from "./submittal";

/** How an accepted change is taken: the new issue's text with the reviewer's edits kept, or everything new. */
export const ACCEPT_CHOICES = ["merge", "new"] as const;
export const acceptChoiceSchema = z.enum(ACCEPT_CHOICES);
export type AcceptChoice = z.infer<typeof acceptChoiceSchema>;

/** What the reviewer decided about a change: one of the accept choices, or keep mine. */
export const CHANGE_CHOICES = [...ACCEPT_CHOICES, "keep"] as const;
export const changeChoiceSchema = z.enum(CHANGE_CHOICES);
export type ChangeChoice = z.infer<typeof changeChoiceSchema>;

/** The reviewer's words for each choice, as the change and the item's history show them. */
export const CHANGE_CHOICE_LABELS: Record<ChangeChoice, string> = {
  merge: "New text, my edits kept",
  new: "Everything new",
  keep: "Kept mine",
};

/** Where the paragraph sits in the book and how the engine found it: always the new issue's. */
export const PLACE_FIELDS = [
  "page",
  "bbox",
  "ref",
  "sourceText",
  "origin",
  "confidence",
  "evidence",
  "suggested",
  "suggestionReason",
] as const satisfies readonly (keyof Submittal)[];

/** The fields only a reviewer sets (the book reads none of them): "everything new" keeps them too. */
export const REVIEWER_FIELDS = [
  "excluded",
  "responsibleContractor",
  "leadTime",
  "designTeamReviewTime",
  "internalReviewTime",
  "requiredOnSiteDate",
  "location",
] as const satisfies readonly (keyof Submittal)[];

/** The fields merged three ways, in the order the results page lists them. */
export const MERGE_FIELDS = [
  "description",
  "submittalType",
  "specifications",
  "label",
  "items",
  "division",
  "section",
  "sectionTitle",
  "category",
  ...REVIEWER_FIELDS,
] as const satisfies readonly Exclude<keyof Submittal, (typeof PLACE_FIELDS)[number]>[];
export const mergeFieldSchema = z.enum(MERGE_FIELDS);
export type MergeField = z.infer<typeof mergeFieldSchema>;

/** The field's name as the editor labels it. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  description: "Description",
  submittalType: "Submittal Type",
  specifications: "Specifications",
  label: "Label",
  items: "Listed details",
  division: "Division",
  section: "Section",
  sectionTitle: "Section title",
  category: "Category",
  excluded: "Included in export",
  responsibleContractor: "Responsible Contractor",
  leadTime: "Lead Time (days)",
  designTeamReviewTime: "Design Team Review Time (days)",
  internalReviewTime: "Internal Review Time (days)",
  requiredOnSiteDate: "Required On-Site Date",
  location: "Location",
};

/** Whose value a conflicting field takes. */
export const FIELD_CHOICES = ["mine", "new"] as const;
export const fieldChoiceSchema = z.enum(FIELD_CHOICES);
export type FieldChoice = z.infer<typeof fieldChoiceSchema>;
export const fieldChoicesSchema = z.partialRecord(mergeFieldSchema, fieldChoiceSchema);
export type FieldChoices = z.infer<typeof fieldChoicesSchema>;

export type RevisionSides = {
  /** The old issue's reading of the paragraph; the register's item itself when no reading was kept. */
  bookBefore: Submittal;
  /** The new issue's reading. */
  bookAfter: Submittal;
  /** The register's item as it is now. */
  mine: Submittal;
};

export type RevisionMerge = {
  /** The item the register gets. */
  item: Submittal;
  /** The fields the reviewer edited (the book did not change them, or changed them differently). */
  edited: MergeField[];
  /** The fields the new issue changed. */
  changed: MergeField[];
  /** The fields both changed to different values: the reviewer's choice, else theirs. */
  conflicts: MergeField[];
};

/** A value as compared: blank text, an empty list and an absent value are alike, and so is spacing. */
function comparable(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value === "string") return JSON.stringify(value.replace(/\s+/g, " ").trim());
  if (Array.isArray(value)) return value.length === 0 ? "" : JSON.stringify(value.map(comparable));
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => a === b || comparable(a) === comparable(b);

function set(item: Submittal, field: keyof Submittal, value: unknown): void {
  if (value === undefined) delete item[field];
  else Object.assign(item, { [field]: value });
}

/** The fields each side changed and the conflicts between them, without choosing. */
export function revisionFields({ bookBefore, bookAfter, mine }: RevisionSides): Omit<RevisionMerge, "item"> {
  const edited: MergeField[] = [];
  const changed: MergeField[] = [];
  const conflicts: MergeField[] = [];
  for (const field of MERGE_FIELDS) {
    const byReviewer = !same(mine[field], bookBefore[field]);
    const byBook = !same(bookAfter[field], bookBefore[field]);
    if (byReviewer) edited.push(field);
    if (byBook) changed.push(field);
    if (byReviewer && byBook && !same(mine[field], bookAfter[field])) conflicts.push(field);
  }
  return { edited, changed, conflicts };
}

/**
 * The item a changed requirement gives the register. `merge`: every field the new issue changed, every field the
 * reviewer edited, and per conflict `fields`' choice (the reviewer's value unless it says `new`). `new`: the new issue's
 * item, with the reviewer's own columns (excluded, contractor, lead time, on-site date, location) kept.
 */
export function mergeRevision(sides: RevisionSides, choice: AcceptChoice, fields: FieldChoices = {}): RevisionMerge {
  const found = revisionFields(sides);
  const item: Submittal = { ...sides.bookAfter };
  for (const field of MERGE_FIELDS) {
    const reviewerOnly = (REVIEWER_FIELDS as readonly string[]).includes(field);
    let mine: boolean;
    if (choice === "new") mine = reviewerOnly;
    else if (found.conflicts.includes(field)) mine = fields[field] !== "new";
    else mine = found.edited.includes(field) && !found.changed.includes(field);
    // A reviewer-only column the book has never read keeps the register's value in every choice.
    if (reviewerOnly && !found.changed.includes(field)) mine = true;
    set(item, field, mine ? sides.mine[field] : sides.bookAfter[field]);
  }
  return { item, ...found };
}
