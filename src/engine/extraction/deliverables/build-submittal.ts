// Assembles one register item from a source paragraph: type, description, details and provenance.
import type { Submittal, SubmittalCategory } from "../../../contract/submittal";
import type { SubmittalTypeName } from "../../../contract/submittal-types";
import type { Paragraph } from "../outline/outline-types";
import type { SectionContext } from "../sections/section-context";
import { childrenText, paragraphSourceText } from "../outline/paragraph-text";
import { paragraphProvenance } from "../outline/paragraph-provenance";
import { evidenceFields, type ItemEvidence } from "./item-evidence";
import { firstSentence } from "../vocabulary/first-sentence";
import { itemType } from "../vocabulary/item-type";
import { itemTitle } from "./item-title";

/** Details and source text are kept whole up to this many characters. */
const MAX_TEXT = 20000;

export type SubmittalParts = {
  paragraph: Paragraph;
  /** The type the rules read: a vocabulary entry, or the source's words for a document outside it. */
  submittalType: string;
  /** The vocabulary entry nearest to it, when the rules found one. */
  kind?: SubmittalTypeName;
  /** The object the request names ("tube samples"), when it names one. */
  name?: string | null;
  /** The source's own label ("Samples for Verification"), when it has one. */
  label: string | null;
  /** Text after the label, or the whole paragraph when it has none. */
  body: string;
  /** The sentence that asks for the deliverable, when it is not the body's first ("… Submit the test results."). */
  summary?: string;
  category: SubmittalCategory;
  /** How sure the reading is, and why; a low one comes in switched off, as a suggestion. */
  evidence?: ItemEvidence;
};

// What each rule-built item asks for, in the source's words: its label and request sentence. The rules that tell a
// repeated request compare these words, not the title, which is shortened for the reader.
const requestTexts = new WeakMap<Submittal, string>();
const MAX_REQUEST_TEXT = 240;

/** An item's label and request sentence as the source has them (its description when it was not built here). */
export function requestText(item: Submittal): string {
  return requestTexts.get(item) ?? item.description;
}

export function buildSubmittal(context: SectionContext, parts: SubmittalParts): Submittal {
  const { paragraph, label, body } = parts;
  const details = [label ? `${label}: ${body}`.replace(/:\s*$/, "") : body, childrenText(paragraph)]
    .filter((s) => s.trim() !== "")
    .join("\n");
  const typed = itemType({ type: parts.submittalType, kind: parts.kind, label, name: parts.name, text: details });
  // "items" of "Submit the following items for Owner approval" is named by its qualifier, as the label has it.
  const name = parts.name && typed.label?.toLowerCase().startsWith(parts.name.toLowerCase()) ? typed.label : parts.name;
  const description = itemTitle({ label, body, summary: parts.summary, name, fallback: typed.submittalType });
  const sentence = firstSentence(parts.summary ?? body)
    .replace(/[.:;]\s*$/, "")
    .slice(0, MAX_REQUEST_TEXT);
  const request = label ? (sentence ? `${label}: ${sentence}` : label) : sentence || body.slice(0, MAX_REQUEST_TEXT);
  const item = sectionItem(context, {
    description,
    submittalType: typed.submittalType,
    ...(typed.label ? { label: typed.label } : {}),
    specifications: details,
    page: paragraph.page,
    ref: paragraph.ref,
    category: parts.category,
    sourceText: paragraphSourceText(paragraph),
    ...paragraphProvenance(paragraph),
    ...(parts.evidence ? evidenceFields(parts.evidence) : {}),
  });
  requestTexts.set(item, request);
  return item;
}

/** What an item says for itself; the section it sits in fills in the rest. */
export type SectionItemFields = Omit<Submittal, "division" | "section" | "sectionTitle" | "origin">;

/** A rule-found register item in the given section, its long texts capped. */
export function sectionItem(context: SectionContext, fields: SectionItemFields): Submittal {
  const { description, submittalType, label, specifications, sourceText, ...rest } = fields;
  // Key order is the register's reading order (golden files and exports compare it).
  return {
    division: context.division,
    section: context.section,
    description,
    submittalType,
    ...(label !== undefined ? { label } : {}),
    specifications: specifications.slice(0, MAX_TEXT),
    sectionTitle: context.title || undefined,
    page: rest.page,
    ref: rest.ref,
    category: rest.category,
    ...(sourceText !== undefined ? { sourceText: sourceText.slice(0, MAX_TEXT) } : {}),
    origin: "rules",
    ...rest,
  };
}
