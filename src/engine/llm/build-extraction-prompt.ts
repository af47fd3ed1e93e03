// The instructions sent with each piece of a section: what counts as a submittal and how to answer.
import { SUBMITTAL_TYPES } from "../../contract/submittal";
import type { SectionForAi } from "./sections-for-ai";

export type ChatMessage = { role: "system" | "user"; content: string };

const SYSTEM_PROMPT = [
  "You extract submittal requirements from construction specification text (CSI MasterFormat sections).",
  "A submittal is a deliverable the Contractor must submit for review or record: product data, shop drawings,",
  "samples, certificates, test reports, qualification data, warranties, operation and maintenance data, and similar.",
  "Rules:",
  "- One item per top-level requirement; sub-paragraphs are details of their parent, not separate items.",
  "- Ignore procedural statements (e.g. 'Refer to Section 01 33 00'), work the Contractor performs without submitting anything, and specifier notes.",
  `- submittalType must be one of: ${SUBMITTAL_TYPES.join("; ")}.`,
  "- label: the section's own words for the kind of deliverable when they say more than submittalType (the paragraph's label",
  "  or list heading, e.g. 'Samples for Verification', 'Wind Uplift Resistance Submittal'), or '' when they do not.",
  "- category: 'action' (needs review and approval: product data, shop drawings, samples), 'informational' (certificates, reports, qualification data, instructions),",
  "  'closeout' (O&M data, warranties, record documents, extra materials), else 'other'.",
  "- ref: the paragraph reference as printed (e.g. '1.5.A' for paragraph A of article 1.5), or '' when there is none.",
  "- description: a short title for the item in the section's own words.",
  "- quote: copy the sentence that requires the item EXACTLY as it appears in the text, character for character. Never paraphrase.",
  "- If the text requires no submittals, answer with an empty list.",
  'Answer only with JSON of the form {"items": [...]}.',
].join("\n");

/** Messages for one chunk of a section; `part` says which piece this is when the section was split. */
export function buildExtractionPrompt(
  section: SectionForAi,
  chunk: string,
  part: { index: number; count: number },
): ChatMessage[] {
  const header = `Section ${section.section || "(unnumbered)"} ${section.title}`.trim();
  const partNote =
    part.count > 1 ? ` (part ${part.index + 1} of ${part.count}; the other parts are sent separately)` : "";
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: `${header}${partNote}\n\n${chunk}` },
  ];
}
