// An item's title (its register description): the deliverable first, then its subject, in one line a reviewer can
// scan ("Samples for Verification: For each type of paint system and color", "Dry film thickness report: For each
// coat"). The whole paragraph stays in the item's specifications and source text.
import { firstSentence } from "../vocabulary/first-sentence";

/** Longest title kept whole; a longer one ends at its last clause boundary before this (Procore allows 255). */
export const MAX_TITLE = 150;
/** A title is never shorter than this: "X" or "1." says nothing about a deliverable. */
export const MIN_TITLE = 4;
// A clause cut shorter than this says too little; the title is cut at a word instead.
const MIN_CLAUSE = 40;

export type TitleParts = {
  /** The paragraph's own label ("Samples for Verification"), when it has one. */
  label: string | null;
  /** Text after the label, or the whole paragraph when it has none. */
  body: string;
  /** The sentence that asks for the deliverable, when it is not the body's first. */
  summary?: string | undefined;
  /** The object the request names ("dry film thickness report"), when it names one. */
  name?: string | null | undefined;
  /** What the title falls back to when the text says nothing (the item's type). */
  fallback: string;
};

export function itemTitle(parts: TitleParts): string {
  const opening = firstSentence(parts.summary ?? parts.body);
  // "For review and approval; include:" over its list: the lead-in word says nothing once the list is cut off.
  const sentence = opening
    .replace(/[.:;,]\s*$/, "")
    .replace(/(?:[;,]\s*|\s+)(?:and\s+)?(?:to\s+)?(?:include|includes|including|as follows)$/i, "")
    .trim();
  // "… submit the schedule for FAT to the Owner and" where a page cut the paragraph: a title never ends on a joining word.
  const title = fit(headlineFirst(parts.label, sentence, parts.name) || fit(parts.body.trim())).replace(
    /(?:\s+(?:and|or|of|to|for|with|the|a|an))+$/i,
    "",
  );
  if (title.length < MIN_TITLE) return parts.fallback;
  // "In addition to the provisions of Division 1, the following is required:" over its list names nothing; the kind
  // of item its list is read as goes first, so the register says what it is.
  if (!parts.label && !parts.name && /:\s*$/.test(opening) && namesKind(parts.fallback, title))
    return fit(`${parts.fallback}: ${title}`);
  return title;
}

/** A kind worth putting before a title that does not already say it. */
function namesKind(kind: string, title: string): boolean {
  return kind !== "" && kind !== "Other" && !title.toLowerCase().includes(kind.toLowerCase());
}

/** "Label: sentence"; an unlabelled request ("The Contractor shall submit a report for each coat") is turned round to
 * put what it names first ("Report: For each coat"). */
function headlineFirst(label: string | null, sentence: string, requested: string | null | undefined): string {
  // "Extra materials,:" — a label keeps no punctuation of its own before the colon.
  const name = label?.replace(/[\s,;:.]+$/, "");
  if (name) return sentence ? `${name}: ${capitalize(sentence)}` : name;
  const object = requested?.trim() ?? "";
  if (object.length < MIN_TITLE) return sentence;
  const at = sentence.toLowerCase().indexOf(object.toLowerCase());
  // Already deliverable-first ("Floor flatness report, indicating …"), or the name is not the sentence's words; a
  // request made on a condition ("If requested, submit a sample …") keeps its condition in front.
  if (at <= 0 || CONDITION.test(sentence.slice(0, at))) return sentence;
  const rest = sentence
    .slice(at + object.length)
    .replace(/^[\s,:;–—-]+/, "")
    .replace(/^(?:which|that)\s+(?:is|are)\s+/i, "")
    .trim();
  return rest && !RECIPIENT_ONLY.test(rest) ? `${capitalize(object)}: ${capitalize(rest)}` : capitalize(object);
}

const CONDITION = /\b(?:if|when|where|whenever|unless|should|upon request|in the event|in case)\b/i;

// "… directly to the Architect", "to the Owner's Representative": who receives it says nothing about the deliverable.
const RECIPIENT_ONLY = /^(?:(?:directly|promptly)\s+)?(?:to|with)\s+(?:the\s+)?[A-Z][\w'’/&-]*(?:\s+[A-Z][\w'’/&-]*)*$/;

// Where a clause ends: punctuation, or the start of what comes with the request (its timing, purpose or a clause
// about it: "… warranties within 15 days of …", "… reports that comply with …").
const CLAUSE_BOUNDARY =
  /[,;]\s|\s[–—-]\s|\s\(|\s(?=(?:within|prior to|before|after|at least|no later than|not later than|that|which|where|when|in accordance with|according to|as (?:specified|indicated|required))\s)/gi;

const DANGLING = /\b(?:of|to|for|on|in|at|by|with|from|and|or|the|a|an)$/i;

/** Cuts a long title at its last clause boundary (a comma, semicolon or dash) that leaves enough to read, else at a
 * word with "…". */
function fit(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= MAX_TITLE) return t;
  const head = t.slice(0, MAX_TITLE + 1);
  let clause = -1;
  for (const m of head.matchAll(CLAUSE_BOUNDARY)) {
    // "… the date on | which …": a clause that ends in a preposition or an article is cut short.
    if (m.index >= MIN_CLAUSE && !DANGLING.test(head.slice(0, m.index))) clause = m.index;
  }
  if (clause > 0) return head.slice(0, clause).replace(/[\s,;:]+$/, "");
  const word = head.lastIndexOf(" ");
  return `${head.slice(0, word > MIN_CLAUSE ? word : MAX_TITLE).replace(/[\s,;:]+$/, "")}…`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
