// Splits "Product Data: For each type of product." into its label and the rest.
import { isHeadingText } from "./heading-text";

export type LabelledText = { label: string; rest: string };

// Several rules ask for the label of the same paragraph in turn: the last answer is kept.
let last: { text: string; labelled: LabelledText | null } | undefined;

export function splitLabel(text: string): LabelledText | null {
  if (last?.text === text) return last.labelled;
  const labelled = readLabel(text);
  last = { text, labelled };
  return labelled;
}

function readLabel(text: string): LabelledText | null {
  const m = /^([A-Z][^:.;]{1,90}?)\s*:\s*(.*)$/.exec(text.trim());
  if (!m) return null;
  const label = m[1]!.trim();
  if (label.split(/\s+/).length > 10) return null;
  // "Submittals are required on all equipment, including the following:" is a sentence's lead-in, not a label.
  if (/\b(shall|will|must|should|are|is)\b/i.test(label)) return null;
  return { label, rest: m[2]!.trim() };
}

/** Whether the text opens with a short heading-like label ("Product Data:", "Field Reports: Submit …"). */
export function isLabelled(text: string): boolean {
  const labelled = splitLabel(text);
  return labelled !== null && labelled.label.split(/\s+/).length <= 6 && isHeadingText(labelled.label);
}
