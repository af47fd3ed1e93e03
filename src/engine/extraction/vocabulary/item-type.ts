// An item's register type and its source label: the type is always a vocabulary entry; the source's own words for the
// deliverable ("Samples for Verification", "Wind Uplift Resistance Submittal") stay beside it as the label.
import { canonicalSubmittalType, isSubmittalTypeName, type SubmittalTypeName } from "../../../contract/submittal-types";
import { firstSentence } from "./first-sentence";
import { namesDocument } from "./type-from-name";

export type TypeEvidence = {
  /** The type the rules read: a vocabulary entry, or the source's words for a document outside it. */
  type: string;
  /** The vocabulary entry the rules found nearest, when they found one. */
  kind?: SubmittalTypeName | undefined;
  /** The paragraph's own label ("Samples for Verification:"), when it has one. */
  label?: string | null | undefined;
  /** The object the request names ("tube samples" of "Submit tube samples …"), when it names one. */
  name?: string | null | undefined;
  /** The paragraph (or request) the item was read from. */
  text: string;
};

export type ItemType = { submittalType: SubmittalTypeName; label?: string };

const MAX_LABEL_WORDS = 12;
// "Action Submittals:", "Submittals:", "General:" name a category or a heading, not the deliverable.
const CATEGORY_ONLY =
  /^(?:(?:action|informational|closeout|close-out|general|other|additional)\s+)?(?:submittals?|requirements?|general)$/i;

/** The register type and source label of an item, from what the rules read of it. */
export function itemType(evidence: TypeEvidence): ItemType {
  const label = sourceLabel(evidence);
  const submittalType = vocabularyType(evidence, label);
  if (!label || singular(label) === singular(submittalType)) return { submittalType };
  return { submittalType, label };
}

function vocabularyType(evidence: TypeEvidence, label: string | null): SubmittalTypeName {
  const { type, kind, name, text } = evidence;
  if (isSubmittalTypeName(type) && type !== "Other") return type;
  // The deliverable noun of the source's words first, then what the rules found nearest, then the paragraph's words.
  return (
    canonicalSubmittalType(type) ??
    (label ? canonicalSubmittalType(label) : null) ??
    (name ? canonicalSubmittalType(name) : null) ??
    (kind && kind !== "Other" ? kind : null) ??
    canonicalSubmittalType(firstSentence(text)) ??
    canonicalSubmittalType(text) ??
    "Other"
  );
}

/** The source's own name for the deliverable: the paragraph's label, the words the rules kept as its type, or the
 * request's object, whichever first names a deliverable (never a person, an adverb or a format). */
function sourceLabel(evidence: TypeEvidence): string | null {
  const candidates = [evidence.label, isSubmittalTypeName(evidence.type) ? null : evidence.type, evidence.name];
  for (const candidate of candidates) {
    const words = candidate ? tidy(withQualifier(candidate, evidence.text)) : "";
    if (words === "" || CATEGORY_ONLY.test(words) || words.split(" ").length > MAX_LABEL_WORDS) continue;
    if (isFragment(words)) continue;
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return null;
}

// What is never the name of a deliverable: a sentence's connective or pronoun ("Or post …", "This FRS"), a verb
// ("Denotes submittals"), a lone adverb ("Concurrently"), a party ("Architect"), a format or a count ("PDF …",
// "Three copies"), or words cut off before their noun ("… reports with final report, to include").
const CONNECTIVE =
  /^(?:or|and|but|nor|then|also|this|that|these|those|it|they|its|their|his|her|which|who|where|when|if)\b/i;
const VERB =
  /^(?:denotes?|indicates?|means|refers?|shows?|includes?|requires?|shall|will|must|may|should|is|are|see|refer|submit|provide|furnish)\b/i;
const ADVERB = /^[a-z]+ly$/i;
const PARTY =
  /^(?:(?:the|owner's|contractor's)\s+)?(?:architect|engineer|owner|contractor|subcontractor|manufacturer|installer|supplier|vendor|fabricator|consultant|agency|inspector|government|authority|designer)(?:'s|s)?(?:\s*\/\s*\w+)?$/i;
const FORMAT_OR_COUNT =
  /^(?:pdf|dxf|dwg|cad|bim|electronic(?:ally)?|digital(?:ly)?|hard ?cop(?:y|ies)|cop(?:y|ies)|sets?|one|two|three|four|five|six|ten|\d+)\b/i;
const CUT_OFF = /\b(?:of|to|for|with|and|or|the|a|an|in|on|by|include|including|following)$/i;

function isFragment(words: string): boolean {
  if (CONNECTIVE.test(words) || VERB.test(words) || PARTY.test(words) || FORMAT_OR_COUNT.test(words)) return true;
  if (CUT_OFF.test(words)) return true;
  // One word names a deliverable only when it is a document noun ("Inventory", "Warranties"), never "Concurrently".
  return (
    !words.includes(" ") && (ADVERB.test(words) || (canonicalSubmittalType(words) === null && !namesDocument(words)))
  );
}

// "items for Owner approval", "set of documents": a generic noun is named by what follows it.
const GENERIC = /^(?:the\s+)?(?:following\s+)?(?:items?|documents?|materials?|information|data|sets?)$/i;
const QUALIFIER = /^\s+(?:for|of)\s+[^,;:.()]{2,60}/;
const MAX_QUALIFIER_WORDS = 6;

/** A one-word generic name with the "for …" or "of …" phrase the text gives it ("Items for Owner approval"). */
function withQualifier(name: string, text: string): string {
  if (!GENERIC.test(name.trim())) return name;
  const at = text.toLowerCase().indexOf(name.trim().toLowerCase());
  if (at < 0) return name;
  const end = at + name.trim().length;
  const qualifier = QUALIFIER.exec(text.slice(end))?.[0] ?? "";
  const phrase = `${text.slice(at, end)}${qualifier}`.split(/\s+/).slice(0, MAX_QUALIFIER_WORDS).join(" ");
  return phrase;
}

/** "Samples" and "sample" name the same thing. */
function singular(words: string): string {
  return words.toLowerCase().replace(/s$/, "");
}

function tidy(words: string): string {
  return words
    .replace(/\s+/g, " ")
    .replace(/^[\s"“'‘(*]+|[\s"”'’):.;,*]+$/g, "")
    .replace(/^(?:(?:a|an|the|all|any|each|every)\s+)+/i, "")
    .trim();
}
