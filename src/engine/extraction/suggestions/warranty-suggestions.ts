// The warranties of a WARRANTY article as suggestions: one per distinct warranty its paragraphs name, not one per
// clause; the article itself when none is named.
import type { Paragraph } from "../outline/outline-types";
import { labelledCandidate, type SuggestionCandidate } from "./suggestion-candidate";
import { splitLabel } from "../outline/paragraph-label";
import { firstSentence } from "../vocabulary/first-sentence";

const REASON = "Warranty article; not listed under Submittals";
const NAMES_WARRANTY = /\bwarrant(y|ies)\b|\bguarantee\b/i;
// Labels of a warranty's clauses, not of a warranty: "Warranty Period: 10 years", "Warranty Exclusions: …".
const WARRANTY_CLAUSE =
  /\b(period|term|duration|start|commencement|exclusions?|limitations?|requirements|coverage|general|provisions)\b/i;
// "Special warranties specified in this article shall not deprive the Owner of other rights …": about all of them.
const GENERAL_WARRANTY_CLAUSE = /\bnot\s+deprive\b|\bother\s+rights\b|\bin\s+addition\s+to,?\s+and\s+run\b/i;
// An unlabelled paragraph names its warranty first ("Manufacturer's standard warranty covers …") or as the object
// of its request ("Provide a 20-year roofing warranty …"); the name ends at the word warranty.
const WARRANTY_NAME =
  /^(?:(?:the\s+)?(?:contractor|installer|manufacturer|supplier)\s+shall\s+)?(?:(?:provide|furnish|submit|deliver)\s+)?((?:[A-Za-z0-9][\w'’-]*\s+){0,3}?(?:warranty|guarantee))\b/i;
// "See Section 01 78 00 for warranty requirements": a pointer, not a warranty.
const CROSS_REFERENCE = /^(?:see|refer\s+to|comply\s+with|as\s+specified\s+in)\b/i;

/** One per distinct warranty the article's top-level paragraphs name; the article itself when none is named. */
export function warrantyCandidates(paragraphs: Paragraph[], title: string): SuggestionCandidate[] {
  const out: SuggestionCandidate[] = [];
  for (const p of paragraphs) {
    const text = p.text.trim();
    if (text === "" || GENERAL_WARRANTY_CLAUSE.test(firstSentence(text))) continue;
    const labelled = splitLabel(text);
    const name = labelled ? labelled.label : WARRANTY_NAME.exec(firstSentence(text))?.[1];
    if (!name || !NAMES_WARRANTY.test(name) || (labelled && WARRANTY_CLAUSE.test(labelled.label))) continue;
    out.push(labelledCandidate(p, text, { type: "Warranty", deliverable: name, reason: REASON, category: "closeout" }));
  }
  if (out.length > 0) return out;
  const first = paragraphs.find(
    (p) => p.text.trim() !== "" && !GENERAL_WARRANTY_CLAUSE.test(p.text) && !CROSS_REFERENCE.test(p.text.trim()),
  );
  if (!first) return [];
  const label = titleCase(title);
  return [
    {
      paragraph: first,
      type: "Warranty",
      label,
      body: first.text.trim(),
      deliverable: label,
      reason: REASON,
      category: "closeout",
    },
  ];
}

function titleCase(title: string): string {
  return title.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
