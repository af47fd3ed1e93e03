// Whether a suggestion asks for something the register already has, compared by the deliverable: its type and the
// words that say which one it is ("special" warranty, "mill" certificate), not the type alone.
import type { Submittal } from "../../../contract/submittal";
import { deliverableWords } from "../vocabulary/deliverable-words";
import type { SuggestionCandidate } from "./suggestion-candidate";
import { normalizeSubmittalType } from "../vocabulary/type-from-name";

/** A register item already asks for this deliverable: same type and, when the suggestion names which one ("special
 * warranty", "mill certificate"), an item that names it too. */
export function isRequested(c: SuggestionCandidate, requested: Submittal[]): boolean {
  const qualifiers = qualifierWords(c.deliverable);
  return requested.some((r) => {
    // A request typed in the source's own words ("Warranty Documentation") is compared by the kind it names.
    if (r.submittalType !== c.type && normalizeSubmittalType(r.submittalType) !== c.type) return false;
    if (qualifiers.size === 0) return true;
    const theirs = words(`${r.description} ${r.specifications}`);
    return [...qualifiers].some((w) => theirs.has(w));
  });
}

export function sameDeliverable(a: string, b: string): boolean {
  const qa = qualifierWords(a);
  const qb = qualifierWords(b);
  return qa.size === qb.size && [...qa].every((w) => qb.has(w));
}

const HEADS = new Set([
  "warranty",
  "warrantie",
  "guarantee",
  "certificate",
  "certification",
  "report",
  "manual",
  "data",
  "mock",
  "mockup",
  "up",
  "extra",
  "material",
]);
const FILLER = new Set(
  "a an the one two three four five six copies copy of written signed standard year years".split(" "),
);

/** The words that say which deliverable it is ("special", "roofing", "mill"), without the document's kind. */
function qualifierWords(phrase: string): Set<string> {
  return new Set([...words(phrase)].filter((w) => !HEADS.has(w) && !FILLER.has(w) && !/^\d/.test(w)));
}

function words(text: string): Set<string> {
  return new Set(deliverableWords(text, { minLength: 2, dropPossessives: true }));
}
