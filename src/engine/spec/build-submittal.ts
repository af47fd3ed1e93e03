// Assembles one register item from a source paragraph: type, description, details and provenance.
import type { Submittal, SubmittalCategory } from "../../contract/submittal";
import type { Paragraph } from "./outline-types";
import type { SectionContext } from "./section-context";
import { childrenText, paragraphSourceText } from "./paragraph-text";
import { firstSentence } from "./first-sentence";
import { paragraphProvenance } from "./paragraph-provenance";
import { evidenceFields, type ItemEvidence } from "./item-evidence";

const MAX_DESCRIPTION = 240;
/** Details and source text are kept whole up to this many characters. */
const MAX_TEXT = 20000;

export type SubmittalParts = {
  paragraph: Paragraph;
  submittalType: string;
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

export function buildSubmittal(context: SectionContext, parts: SubmittalParts): Submittal {
  const { paragraph, label, body } = parts;
  const sentence = shorten(firstSentence(parts.summary ?? body).replace(/[.:;]\s*$/, ""));
  const description = label ? (sentence ? `${label}: ${sentence}` : label) : sentence || shorten(body);
  const details = [label ? `${label}: ${body}`.replace(/:\s*$/, "") : body, childrenText(paragraph)]
    .filter((s) => s.trim() !== "")
    .join("\n");
  return sectionItem(context, {
    description: description || parts.submittalType,
    submittalType: parts.submittalType,
    specifications: details,
    page: paragraph.page,
    ref: paragraph.ref,
    category: parts.category,
    sourceText: paragraphSourceText(paragraph),
    ...paragraphProvenance(paragraph),
    ...(parts.evidence ? evidenceFields(parts.evidence) : {}),
  });
}

/** What an item says for itself; the section it sits in fills in the rest. */
export type SectionItemFields = Omit<Submittal, "division" | "section" | "sectionTitle" | "origin">;

/** A rule-found register item in the given section, its long texts capped. */
export function sectionItem(context: SectionContext, fields: SectionItemFields): Submittal {
  const { description, submittalType, specifications, sourceText, ...rest } = fields;
  // Key order is the register's reading order (golden files and exports compare it).
  return {
    division: context.division,
    section: context.section,
    description,
    submittalType,
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

function shorten(text: string): string {
  const t = text.trim();
  if (t.length <= MAX_DESCRIPTION) return t;
  const cut = t.slice(0, MAX_DESCRIPTION);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80))}…`;
}
