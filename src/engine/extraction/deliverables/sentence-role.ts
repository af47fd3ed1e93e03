// What one sentence of a candidate paragraph does: asks the Contractor for a deliverable, or only states a rule about
// deliverables (their content, format, review, timing), points to another section, deals with bids, prices, payment
// or substitutions, sets a condition, or is a note, a fragment or a name. Read from the sentence's structure — who
// acts, its verb and modal, what it opens with — not from any one book's phrases.
import { SUBMIT_VERB } from "../vocabulary/submit-verb";

export type SentenceRole =
  | "request"
  | "rule"
  | "reference"
  | "commercial"
  | "condition"
  | "note"
  | "fragment"
  | "party"
  | "othersAct"
  | "statement";

// A master's brackets around optional text ("//Submit training plans …, COMMISSIONING OF PLUMBING SYSTEMS//."): the
// editor's marks, not the sentence's; one that ends on them is not cut off. A web address's "//" follows a colon.
// The marks with the spaces around them, and any run of spaces, become one space in one pass.
const OPTIONAL_TEXT_MARK_OR_SPACES = /\s*(?<!:)\/\/+\s*|\s{2,}/g;
// "* Denotes …", "Note: …", "(*) …", "† …": a footnote to a list or table, not a line of it.
const NOTE = /^(?:[*†‡#]|\(\*\)|notes?\s*[:.\-–—]|\S{1,3}\s+denotes\b|denotes\b)/i;
// A sentence that opens in lower case, with a bare section number or with punctuation carries on one cut off before
// it ("to be shipped with …", "230010 Basic … for all other equipment"); one that ends on a joining word is cut off.
const CONTINUATION = /^(?:[a-z]|\d{5,}\b|[,;:)\]–—-])/;
const CUT_OFF = /\b(?:and|or|of|the|a|an|to|for|with|in|by|section|including)$|[,/(&-]$/i;
// Who a project's documents name as parties; a paragraph that is only one of them heads an address block.
const PARTY =
  /^(?:the\s+)?(?:owner|architect|engineer|contractor|construction manager|consultant|designer|vendor|manufacturer|integrator|commissioning (?:authority|agent)|(?:owner|architect|engineer)'?s\s+representative)(?:\s+of\s+record)?$/i;
const CONTACT =
  /\b(?:address|phone|telephone|tel|fax|e-?mail|contact)\s*[:.]|\(\d{3}\)\s*\d{3}[-.]\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|@[\w-]+\.\w/i;
// Sent where another section says, nothing more: "See Section 01 60 00", "Refer to Division 01 for …".
const REFERENCE =
  /^(?:see|refer\s+to|reference(?:d)?|as\s+(?:specified|described|required)\s+in|comply\s+with|in\s+accordance\s+with)\b[^.]{0,40}?\b(?:sections?|divisions?|articles?|specifications?|specification\s+sections?)\b/i;
// The commercial side of the contract: bids, proposals, prices, payment, allowances, changes and substitutions.
const COMMERCIAL =
  /\b(?:bids?|bidders?|bidding|tenders?|proposals?|allowances?|change\s+orders?|contract\s+sum|unit\s+prices?|invoices?|claims?|substitut(?:e|es|ion|ions)|comparable\s+products?|or[- ]equal|alternates?|applications?\s+for\s+payment|pay\s+applications?|RFIs?|requests?\s+for\s+(?:information|interpretation|clarification))\b/i;
const CONDITION_OPENING = /^(?:if|when|whenever|where|should|in\s+the\s+event|in\s+case|unless|upon\s+request)\b/i;
const CONDITION_INSIDE = /\b(?:unless|if|provided\s+that)\b[^.;]*\bsubmit/i;
// Someone other than the Contractor acts: "Architect will review …", "The Owner reserves the right …".
const OTHER_ACTOR =
  /^(?:the\s+)?(?:owner|architect|engineer|architect\/engineer|government|commissioning\s+(?:authority|agent)|construction\s+manager|owner'?s\s+representative|consultant)(?:\s+(?:and|or)\s+[\w'’/]+)?\s+(?:will|may|shall|reserves|is|has|retains|does)\b/i;
// A statement of responsibility or consequence, not a request: "It is the responsibility of …", "Failure to submit …".
const STATEMENT_OPENING =
  /^(?:it\s+is|it\s+shall\s+be|failure\s+to|the\s+purpose|this\s+(?:does|shall)\s+not|nothing)\b/i;
// An imperative that tells how, not what: "Organize warranty documents …", "Post changes weekly", "Calculate …".
// Verbs that are also the nouns of deliverables ("Test reports", "Record drawings", "Schedule of values") or their
// adjectives ("Complete operating and maintenance manuals") count only when an object follows them ("Test each
// product", "Record the changes", "Complete the forms").
const RULE_IMPERATIVE =
  /^(?:do\s+not|organize|annotate|coordinate|comply|conform|calculate|maintain|allow|use|arrange|bind|identify|distribute|retain|operate|perform|verify|update|assemble|transmit|keep|notify|collect|revise|resubmit|obtain|print|scan|deliver|send|upload|make|fill|prepare|include|indicate|show|locate|describe|illustrate|demonstrate)\b|^(?:test|record|schedule|list|note|label|mark|number|index|tab|stamp|sign|seal|name|format|place|post|detail|state|return|complete)\s+(?:a|an|the|all|each|every|any|and|with|that|this|these|those|them|it|in|on|to|for|changes?|copies|\d+)\b/i;
// What a deliverable must be or how it is handled, said of it with a modal: "… must be prepared as DXF files",
// "Samples will be reviewed for color", "… shall be easily accessible", "… shall not be deferred".
const HANDLING =
  /\b(?:shall|will|must|should|may|are\s+to|is\s+to)\s+(?:not\s+)?(?:also\s+)?(?:be\s+)?(?:\w+ly\s+)?(?:reviewed|returned|rejected|accepted|approved|processed|checked|prepared\s+(?:as|in|using|with|on)|formatted|bound|marked|stamped|labell?ed|numbered|indexed|tabbed|organized|arranged|transmitted|distributed|retained|accessible|available|deferred|construed|considered|deemed|coordinated|made|identified|sent|uploaded|posted|kept|maintained|relieved|responsible|limited)\b/i;
// General words for submittals: a rule said of them is a rule for all ("Submittals shall include the maker's name").
const GENERAL_SUBJECT =
  /^(?:the\s+|all\s+|each\s+|every\s+|any\s+|such\s+|final\s+|approved\s+)*(?:submittals?|submissions?|submittal\s+(?:documents?|packages?|data)|documents?\s+submitted|drawings\s+submitted|data\s+submitted|information\s+submitted|items?\s+submitted)\b/i;
const CONTENT_VERB =
  /^[^.]{0,60}?\b(?:shall|will|must|should)\s+(?:also\s+)?(?:include|contain|show|indicate|bear|list|identify|state|consist|conform|comply|be\s+in)\b/i;
// What is submitted is what other paragraphs ask for ("Submit the required drawings in the units of the contract"):
// the sentence says how to submit it, and asks for nothing of its own.
const ASKED_ELSEWHERE =
  /\b(?:submit|provide|furnish)\s+(?:the|all|any|each|such)\s+(?:(?:required|specified|above|aforementioned|requested|same)\b|(?:\w+\s+){1,3}(?:required|specified|requested)\s+(?:above|elsewhere|herein)\b)/i;
// "provide", "furnish" and "Submittals are required on …" ask as "submit" does.
const ASKS = /\b(?:provide|provides|furnish|furnishes)\b|\bsubmittals?\s+(?:is|are|shall\s+be)\s+required\b/i;

/** The role of one sentence (a paragraph's first, or its request). `afterLabel`: the sentence follows a label
 * ("Report: signed and sealed by …"), so it may open in lower case and end open. */
export function sentenceRole(sentence: string, afterLabel = false): SentenceRole {
  const s = sentence.replace(OPTIONAL_TEXT_MARK_OR_SPACES, " ").trim();
  if (s === "") return "fragment";
  if (NOTE.test(s)) return "note";
  if (!afterLabel && (CONTINUATION.test(s) || (CUT_OFF.test(s) && !/[.:]$/.test(s)))) return "fragment";
  const bare = s.replace(/[.:]$/, "");
  if (PARTY.test(bare) || CONTACT.test(s)) return "party";
  if (REFERENCE.test(s)) return "reference";
  if (COMMERCIAL.test(s)) return "commercial";
  if (CONDITION_OPENING.test(s) || CONDITION_INSIDE.test(s)) return "condition";
  if (OTHER_ACTOR.test(s)) return "othersAct";
  if (STATEMENT_OPENING.test(s)) return "statement";
  const asks = SUBMIT_VERB.test(s) || ASKS.test(s);
  if (GENERAL_SUBJECT.test(s) && (CONTENT_VERB.test(s) || HANDLING.test(s))) return "rule";
  if (ASKED_ELSEWHERE.test(s)) return "rule";
  if (asks && !RULE_IMPERATIVE.test(s)) return "request";
  // "Prepare and submit certified reports": an imperative that also submits asks for what it submits.
  if (asks && /\bsubmit\b/i.test(s)) return "request";
  if (RULE_IMPERATIVE.test(s) || HANDLING.test(s)) return "rule";
  return asks ? "request" : "statement";
}

/** Roles that state no deliverable of their own: the paragraph is procedure, a pointer, a note or a scrap. */
export function isNonRequestRole(role: SentenceRole): boolean {
  return role !== "request" && role !== "statement";
}
