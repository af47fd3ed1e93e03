// Assembles one register item from a source paragraph: type, description, details and provenance.
import type { Submittal, SubmittalCategory } from "../../contract/submittal";
import type { Paragraph } from "./outline-types";
import type { SectionContext } from "./section-context";
import { childrenText, paragraphSourceText } from "./paragraph-text";
import { firstSentence } from "./first-sentence";
import { paragraphProvenance } from "./paragraph-provenance";

const MAX_DESCRIPTION = 240;

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
};

export function buildSubmittal(context: SectionContext, parts: SubmittalParts): Submittal {
  const { paragraph, label, body } = parts;
  const sentence = shorten(firstSentence(parts.summary ?? body).replace(/[.:;]\s*$/, ""));
  const description = label ? (sentence ? `${label}: ${sentence}` : label) : sentence || shorten(body);
  const details = [label ? `${label}: ${body}`.replace(/:\s*$/, "") : body, childrenText(paragraph)]
    .filter((s) => s.trim() !== "")
    .join("\n");
  return {
    division: context.division,
    section: context.section,
    description: description || parts.submittalType,
    submittalType: parts.submittalType,
    specifications: details.slice(0, 20000),
    sectionTitle: context.title || undefined,
    page: paragraph.page,
    ref: paragraph.ref,
    category: parts.category,
    sourceText: paragraphSourceText(paragraph).slice(0, 20000),
    origin: "rules",
    ...paragraphProvenance(paragraph),
  };
}

function shorten(text: string): string {
  const t = text.trim();
  if (t.length <= MAX_DESCRIPTION) return t;
  const cut = t.slice(0, MAX_DESCRIPTION);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80))}…`;
}
