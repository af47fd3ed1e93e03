// Finds deliverables required outside the submittals articles: paragraphs that say the Contractor (or its installer,
// agency or manufacturer's representative) shall submit a specific document. Category "other".
import type { Submittal } from "../../contract/submittal";
import type { Paragraph } from "./outline-types";
import type { SectionContext } from "./section-context";
import { buildSubmittal } from "./build-submittal";
import { normalizeSubmittalType } from "./submittal-type";
import { splitLabel } from "./paragraph-label";
import { paragraphTexts } from "./paragraph-text";
import { overlapsListedItem } from "./listed-overlap";

// "submit", "shall be submitted", "submitted to …" — not "the submitted schedule" or the noun "submittal".
export const SUBMIT_VERB =
  /\bsubmits?\b|\b(be|been|is|are|was|were)\s+(\w+\s+)?submitted\b|\bsubmitted\s+(to|for|with|by|directly|prior|before|after|within|at|in|as part)\b/i;
const NOT_A_DELIVERABLE = [
  /substitut|\bor[- ]equal\b|"equal"|\bin lieu of\b|clarification|variance|deviation|request for information|\bRFIs?\b/i,
  /\b(per|in accordance with|according to)\s+(the\s+)?submittal\s+(requirements|procedures)/i,
  /\b(have|has|had|been)\s+(been\s+)?submitted\b|\bas submitted\b|\bpreviously submitted\b|\bsubmitted (products?|items?|materials?|data)\b/i,
  /\b(owner|owner's|architect|engineer|designers?|government|commissioning authority|construction manager|testing (and inspecting )?agency|(special )?inspector)\s+(shall|will|may|must|should)\s+(also\s+)?submit/i,
  /\bproposal\b|\bbid(s|der)?\b|\bquotation\b/i,
  /\bsubmit\s+(a\s+|an\s+)?(written\s+)?(request|notice|notification)\b/i,
];
const CONDITIONAL = /^(if|when|where|should|in the event|unless|upon request)\b|\bif\b[^.]*\bsubmit/i;

/** The sentence that asks for a deliverable, or null. */
export function findSubmitSentence(text: string): string | null {
  for (const sentence of splitSentences(text)) {
    if (!SUBMIT_VERB.test(sentence)) continue;
    if (CONDITIONAL.test(sentence)) continue;
    if (NOT_A_DELIVERABLE.some((re) => re.test(sentence))) continue;
    return sentence;
  }
  return null;
}

export function readSubmitParagraph(
  paragraph: Paragraph,
  context: SectionContext,
  listed: Submittal[],
  found: Submittal[],
): Submittal | null {
  const sentence =
    paragraphTexts(paragraph)
      .map(findSubmitSentence)
      .find((s) => s !== null) ?? null;
  if (!sentence) return null;
  const labelled = splitLabel(paragraph.text);
  const label = labelled && labelled.label.split(/\s+/).length <= 6 ? labelled.label : null;
  let type = normalizeSubmittalType(sentence);
  if (type === "Other" && label) type = normalizeSubmittalType(label);
  if (overlapsListedItem(sentence, type, listed, found)) return null;
  return buildSubmittal(context, {
    paragraph,
    submittalType: type,
    label,
    body: label ? labelled!.rest : paragraph.text || sentence,
    category: "other",
  });
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[a-z0-9)"”][.!?;])\s+(?=[A-Z"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
