// A lead-in outside the submittals articles whose sub-paragraphs each ask for a document: "Submittals Prior to
// Substantial Completion: Complete the following …: 1. … submit releases … 2. Submit closeout submittals …", "Before
// final payment will be authorized, the Contractor must have completed the following: 1. Submitted operation and
// maintenance manuals … 2. Submitted bound copies of approved shop drawings …". The list is one deliverable, due at
// one moment; its sub-paragraphs are its details (most repeat items asked for elsewhere).
import type { Submittal } from "../../../contract/submittal";
import type { Paragraph } from "../outline/outline-types";
import type { SectionContext } from "../sections/section-context";
import { splitLabel } from "../outline/paragraph-label";
import { typeForName } from "../vocabulary/type-from-name";
import { buildSubmittal } from "./build-submittal";
import { EVIDENCE } from "./item-evidence";
import { asksToSubmit } from "./submit-sentences";

// "… complete the following:", "… as follows:", or a lead-in that ends at its colon.
const LEAD_IN = /\b(the following|as follows)\b|:\s*$/i;
// What the lead-in calls the list, or the moment it is due: completion, final payment, acceptance, an inspection.
const NAMES_SUBMITTALS = /\b(submittals?|documents|records)\b/i;
const DUE_AT_CLOSE = /\b(before|prior to)\b[^.]*\b(final|substantial|completion|payment|acceptance|inspection)\b/i;
// "Submitted operation and maintenance manuals to the Architect": a checklist of what has been handed over.
const DONE_SUBMIT = /^submitted\s+(?!to\b|for\b|by\b)/i;
const MIN_ASKING = 2;
const MAX_DEPTH = 2;

/**
 * One item for a lead-in whose sub-paragraphs ask for documents, or null when the paragraph is not one. A paragraph
 * that asks for nothing itself may hold the lead-in a level down ("A. Refer to Division 1 for closeout. 1. Before
 * final payment …, the following: a. Submitted …").
 */
export function readSubmitList(
  paragraph: Paragraph,
  context: SectionContext,
  articleTitle = "",
  depth = 0,
): Submittal | null {
  const list = readListAt(paragraph, context, articleTitle);
  if (list || depth >= MAX_DEPTH || asksToSubmit(paragraph.text)) return list;
  for (const child of paragraph.children) {
    const found = readSubmitList(child, context, articleTitle, depth + 1);
    if (found) return found;
  }
  return null;
}

function readListAt(paragraph: Paragraph, context: SectionContext, articleTitle: string): Submittal | null {
  if (paragraph.children.length < MIN_ASKING) return null;
  const labelled = splitLabel(paragraph.text);
  const label = labelled && labelled.label.split(/\s+/).length <= 8 ? labelled.label : null;
  const body = label ? labelled!.rest : paragraph.text;
  if (!LEAD_IN.test(body) || asksToSubmit(paragraph.text)) return null;
  if (!NAMES_SUBMITTALS.test(label ?? "") && !DUE_AT_CLOSE.test(body)) return null;
  const asking = paragraph.children.filter((child) => {
    const text = splitLabel(child.text)?.rest ?? child.text;
    return asksToSubmit(child.text) || DONE_SUBMIT.test(text);
  }).length;
  if (asking < MIN_ASKING || asking * 2 < paragraph.children.length) return null;
  const reading = typeForName(label ?? (NAMES_SUBMITTALS.test(articleTitle) ? articleTitle : "Closeout documents"));
  return buildSubmittal(context, {
    paragraph,
    submittalType: reading.type,
    kind: reading.kind,
    name: null,
    label,
    body,
    category: "other",
    evidence: { confidence: "medium", reasons: [EVIDENCE.outsideList, EVIDENCE.listsDeliverables] },
  });
}
