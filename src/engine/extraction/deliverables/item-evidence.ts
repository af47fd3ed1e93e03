// How sure the engine is that a candidate paragraph asks the Contractor for a project deliverable, and why. Strong
// evidence (a submittals article, a label or request naming a deliverable) keeps an item in the register; weak or
// contrary evidence (procedure, a pointer elsewhere, bid or payment matter, a note, a scrap of a sentence, no
// deliverable named) brings it in switched off, as a suggestion the reviewer can turn on.
import type { Submittal, SubmittalConfidence } from "../../../contract/submittal";
import { namesDocument, normalizeSubmittalType } from "../vocabulary/type-from-name";
import { firstSentence } from "../vocabulary/first-sentence";
import { textBefore } from "../vocabulary/text-before";
import { sentenceRole, type SentenceRole } from "./sentence-role";

export type ItemEvidence = { confidence: SubmittalConfidence; reasons: string[] };

export const EVIDENCE = {
  inList: "in Submittals article",
  outsideList: "outside Submittals article",
  label: "label names a deliverable",
  topicLabel: "label names no deliverable",
  procedureLabel: "label names a procedure topic",
  conditionalRequest: "asks under a condition",
  request: "'Submit' + deliverable noun",
  requestNoNoun: "request names no deliverable",
  opensWithDeliverable: "opens with a deliverable",
  listsDeliverables: "lists deliverables",
  noDeliverable: "no deliverable noun",
  noRequest: "no request",
  generalObject: "asks for submittals in general",
  detailsPrevious: "details the item before",
  sdHeading: "listed under an SD heading",
  certifies: "certification asked for",
  forApproval: "submitted for review or approval",
  readAsProcedure: "read as procedure",
  procedureArticle: "in an article on how to submit",
  bidArticle: "in an article of what to hand in with the bid",
} as const;

/** Each sentence role that speaks against a deliverable, in a reviewer's words. */
export const ROLE_REASON: Partial<Record<SentenceRole, string>> = {
  rule: "procedure: content, format, review or timing rule",
  reference: "refers to another section",
  commercial: "bid, price, payment, substitution or RFI matter",
  othersAct: "what the Owner or Architect does",
  condition: "conditional",
  note: "a note or footnote",
  fragment: "sentence fragment",
  party: "a name or contact, not a deliverable",
};

// Roles that rule a paragraph out whatever its label says.
const DISQUALIFYING: ReadonlySet<SentenceRole> = new Set(["commercial", "note", "fragment", "party"]);
// "See Section 01 60 00", "Refer to …": only a pointer, even under a label that names a deliverable.
const LOOK_ELSEWHERE = /^(?:see|refer\s+to|reference(?:d)?)\b/i;

// Deliverables a contractor hands over that the type vocabulary does not name by these words.
const MORE_DELIVERABLES =
  /\b(?:procedures?|datasheets?|worksheets?|checklists?|curves|records?|lists?|listings?|information|data|literature|brochures?|catalog(?:ue)?s?|calculations?|drawings?|prints?|plans?|models?|photographs?|videos?|reports?|certifications?|sheets?|schedules?|manuals?|submittals?)\b/i;
// Words that name submittals in general, not one deliverable ("submittal documents", "all documentation").
const GENERAL_OBJECT_WORDS =
  /\b(?:a|an|the|all|any|each|every|such|other|additional|required|necessary|applicable|following|above|listed|specified|submittals?|submissions?|documents?|documentation|information|items?|data|materials?|and|or|of|these|those|them|it)\b/gi;
// Where a name's head ends: "Schedule of Tests", "Samples for Verification", "Time of Submittal".
const HEAD_END =
  /\s+(?:of|for|from|by|to|with|in|on|at|upon|after|before|prior|within|during|showing|indicating|including)\s|\s+[-–—]\s|[,;(]/i;
// An opening phrase ends at a clause: "Floor flatness report, indicating …", "Product data shall include …".
const LEAD_END =
  /[,;:.(]|\s(?:shall|will|must|should|may|is|are|including|indicating|showing|signed|prepared|provided|furnished|supplied|from|for|to|with|by)\s/i;
const LEAD_NOT_A_NAME =
  /^(?:it|this|that|these|those|there|they|we|all\s+of|any|the\s+(?:owner|architect|engineer|contractor|vendor|manufacturer))\b/i;

/** The phrase names a deliverable: its head is a document, drawing, sample, data, report …, not a topic. */
export function namesDeliverableHead(phrase: string): boolean {
  const head = textBefore(` ${phrase.trim()} `, HEAD_END).trim();
  if (head === "") return false;
  if (/^bills?\s+of\s+materials?\b/i.test(phrase.trim())) return true;
  // The last word of a compound is its head: "PDF Document Preparation" is a preparation, "Test Reports" reports.
  const noun = lastWords(head);
  if (TOPIC.test(noun)) return false;
  if (namesDocument(noun) || MORE_DELIVERABLES.test(noun)) return true;
  // "Evidence of welders' qualifications" names the qualification data it is evidence of.
  return /^evidence\b/i.test(head) && normalizeSubmittalType(phrase) !== "Other";
}

/** "Product Data" → "Product Data"; "Coordination Digital Data Files" → "Data Files"; the head with its modifier. */
function lastWords(head: string): string {
  const words = head.replace(/[^\w'’/&-]+$/, "").split(/\s+/);
  return words.slice(-2).join(" ");
}

// Heads that name how or when, not what: "Time of Submittal", "Submittal Format", "Review Action".
const TOPIC =
  /\b(?:time|timing|format|formats|preparation|requirements|submission|recording|distribution|copies|quantity|organization|responsibility|review|action|general|scope|purpose|occupancy|adjustment)$/i;

/** The phrase names one deliverable, not "submittals" or "documents" in general. */
export function namesSpecificObject(phrase: string): boolean {
  return (
    phrase
      .replace(GENERAL_OBJECT_WORDS, " ")
      .replace(/[^A-Za-z]+/g, " ")
      .trim() !== ""
  );
}

// "… for each piping system", "For equipment procured …, provide …": submittals in general, of named work.
const SCOPED = /^for\s|\bfor\s+(?:each|every|all)\b/i;
const CERTIFY = /\b(?:shall|must|will)\s+(?:also\s+)?certify\b|^certify\b/i;
// The words a request's verb takes, up to where its recipient, purpose, timing or manner starts.
const REQUEST_OBJECT =
  /\b(?:submit|submits|provide|provides|furnish|furnishes)\s+(.*?)(?=[.;:(]|\s(?:to|for|at|in|with|within|prior|before|after|under|per|as|by|on|from|according|that|which|showing|indicating|including)\s|$)/i;

function rawObject(sentence: string): string | null {
  const object = REQUEST_OBJECT.exec(sentence)?.[1]?.trim();
  return object ? object : null;
}

function firstLine(text: string): string {
  return text.trim().split(/\n/)[0]!.trim();
}

function leadingName(text: string): string {
  // No space before the text: a name that opens with a participle ("Signed checklist …") is not cut at once.
  const lead = textBefore(`${text.trim()} `, LEAD_END).trim();
  if (lead.split(/\s+/).length > 10 || LEAD_NOT_A_NAME.test(lead)) return "";
  return lead;
}

type ListedCandidate = {
  /** The paragraph's label when it is read as the deliverable's name ("Product Data"), else null. */
  label: string | null;
  /** Text after the label, or the whole paragraph. */
  body: string;
  /** The deliverable the request names, when one was read. */
  name: string | null;
  /** A listed sub-item names a deliverable ("Submit the following: 1. Product Data …"). */
  listsDeliverables: boolean;
  /** The paragraph's own sentences that ask ("submit", "provide", "furnish"). */
  requests: string[];
  /** The item before it in the article has the same type. */
  sameTypeAsPrevious?: boolean;
};

/** Evidence for a top-level paragraph of a submittals article. */
export function listedItemEvidence(c: ListedCandidate): ItemEvidence {
  const reasons: string[] = [EVIDENCE.inList];
  const first = firstSentence(firstLine(c.body)) || firstLine(c.body);
  // A label that stands alone ("Shop Drawings") is the whole request.
  const role = first.trim() === "" ? "statement" : sentenceRole(first, c.label !== null);
  const low = (...why: string[]): ItemEvidence => ({ confidence: "low", reasons: [...reasons, ...why] });
  const deliverableLabel = c.label !== null && namesDeliverableHead(c.label) && sentenceRole(c.label) !== "commercial";
  // "Product Data: Submit … with the proposal" still names the deliverable; an unlabelled bid item does not.
  if (DISQUALIFYING.has(role) && !(deliverableLabel && role === "commercial")) return low(ROLE_REASON[role]!);
  if (role === "reference" && LOOK_ELSEWHERE.test(first.trim())) return low(ROLE_REASON.reference!);
  // "Delegated-Design Submittal: For hangers …" then "Design Calculations: Calculate loads …": an instruction under
  // a label of the same kind as the item before is a detail of that item whose letter was lost.
  if (deliverableLabel && role === "rule" && c.sameTypeAsPrevious) return low(EVIDENCE.detailsPrevious);
  if (deliverableLabel) return { confidence: "high", reasons: [...reasons, EVIDENCE.label] };
  // "Time of Submittal: Submit warranties within …": the paragraph is about when or how, under its topic's name.
  if (c.label && TOPIC.test(lastWords(textBefore(` ${c.label} `, HEAD_END).trim())))
    return low(EVIDENCE.procedureLabel);
  if (c.label) reasons.push(EVIDENCE.topicLabel);
  if (c.listsDeliverables) return { confidence: "medium", reasons: [...reasons, EVIDENCE.listsDeliverables] };
  // "If requested, submit a sample of each finish": a conditional request in the list is still one (with its condition).
  if (role === "condition" && /\b(?:submit|provide|furnish)/i.test(first))
    return { confidence: "medium", reasons: [...reasons, ROLE_REASON.condition!, EVIDENCE.conditionalRequest] };
  const request = role === "request" ? first : c.requests.find((s) => sentenceRole(s) === "request");
  if (request) {
    // "Submit the following items for approval:" over its list: the list names them.
    if (/:\s*$/.test(firstLine(c.body)) && /:\s*$/.test(request.trim()))
      return { confidence: "medium", reasons: [...reasons, EVIDENCE.listsDeliverables] };
    const object = c.name ?? rawObject(request);
    if (object && namesDeliverableHead(object) && namesSpecificObject(object))
      return { confidence: "high", reasons: [...reasons, EVIDENCE.request] };
    if (object && !namesSpecificObject(object) && !SCOPED.test(request)) return low(EVIDENCE.generalObject);
    // "The manufacturer shall submit sound power levels", "Contractor shall submit for approval the …": a plain
    // request in the list, its object outside our nouns or not read.
    if (object || /\bsubmit/i.test(request))
      return { confidence: "medium", reasons: [...reasons, EVIDENCE.requestNoNoun] };
    return low(EVIDENCE.noDeliverable);
  }
  // "The manufacturer shall certify in writing …": the certification is the deliverable.
  if (CERTIFY.test(first)) return { confidence: "medium", reasons: [...reasons, EVIDENCE.certifies] };
  if (role !== "statement") return low(ROLE_REASON[role] ?? EVIDENCE.noRequest);
  // "Product data shall include …", "Floor flatness report, indicating …", "Welding certificates".
  // "Submittals must cover …" opens with the general word for all deliverables, not with one of them.
  const lead = leadingName(c.label ? c.body : first);
  const leadNames = lead !== "" && namesDeliverableHead(lead) && namesSpecificObject(lead);
  if (leadNames || (c.label === null && c.name && namesDeliverableHead(c.name))) {
    // A bare name in the list ("Field quality-control reports.") is the request itself.
    const bare = lead !== "" && lead.replace(/[.:;]$/, "") === first.trim().replace(/[.:;]$/, "");
    return { confidence: bare ? "high" : "medium", reasons: [...reasons, EVIDENCE.opensWithDeliverable] };
  }
  return low(EVIDENCE.noRequest, EVIDENCE.noDeliverable);
}

const FOR_APPROVAL = /\bsubmit(?:ted)?\b[^.;]*\bfor\s+(?:\w+\s+){0,3}(?:review|approval|acceptance)\b/i;

type RequestCandidate = {
  /** The sentence that asks. */
  sentence: string;
  /** What it asks for (or the article title that names it). */
  name: string | null;
  /** The paragraph's label ("Delegated-Design Certification"), when it has one. */
  label: string | null;
  /** The first sentence of the paragraph's own text (after its label). */
  opening?: string;
  /** The request is in the paragraph's own text, not only in its sub-paragraphs. */
  inOwnText?: boolean;
};

const PROCEDURE_OPENING: ReadonlySet<SentenceRole> = new Set(["rule", "reference", "commercial", "othersAct", "note"]);

/** Evidence for a "submit" paragraph outside the submittals articles. */
export function requestEvidence(c: RequestCandidate): ItemEvidence {
  const reasons: string[] = [EVIDENCE.outsideList];
  const role = sentenceRole(c.sentence);
  if (role !== "request") return { confidence: "low", reasons: [...reasons, ROLE_REASON[role] ?? EVIDENCE.noRequest] };
  // "Web-based submittals: Architect will indicate the action taken. … 5. For record: submitted for reference.": a
  // request found only in the sub-paragraphs of a paragraph that opens with procedure is part of that procedure.
  const openingRole = c.opening ? sentenceRole(c.opening, c.label !== null) : "request";
  if (!c.inOwnText && PROCEDURE_OPENING.has(openingRole))
    return { confidence: "low", reasons: [...reasons, ROLE_REASON[openingRole] ?? EVIDENCE.noRequest] };
  if (c.label && sentenceRole(c.label) === "commercial")
    return { confidence: "low", reasons: [...reasons, ROLE_REASON.commercial!] };
  const labelHead = c.label ? textBefore(` ${c.label} `, HEAD_END).trim() : "";
  if (
    c.label &&
    namesDeliverableHead(c.label) &&
    namesSpecificObject(labelHead) &&
    sentenceRole(c.label) !== "commercial"
  )
    return { confidence: "medium", reasons: [...reasons, EVIDENCE.label] };
  // "The seismic design calculations shall be prepared, sealed and submitted …": the subject is the deliverable.
  const name = c.name ?? leadingName(c.sentence.replace(/^(?:the|all|any|each)\s+/i, ""));
  if (!name || !namesSpecificObject(name)) return { confidence: "low", reasons: [...reasons, EVIDENCE.noDeliverable] };
  if (namesDeliverableHead(name)) return { confidence: "medium", reasons: [...reasons, EVIDENCE.request] };
  // "All proposed hand welds shall be submitted for approval": the Contractor's proposal is the deliverable.
  if (FOR_APPROVAL.test(c.sentence)) return { confidence: "medium", reasons: [...reasons, EVIDENCE.forApproval] };
  return { confidence: "low", reasons: [...reasons, EVIDENCE.noDeliverable] };
}

/** The fields an item carries for its evidence; a low one comes in switched off, as a suggestion. */
export function evidenceFields(
  evidence: ItemEvidence,
): Pick<Submittal, "confidence" | "evidence" | "excluded" | "suggested" | "suggestionReason"> {
  const fields = { confidence: evidence.confidence, evidence: evidence.reasons };
  if (evidence.confidence !== "low") return fields;
  return { ...fields, excluded: true, suggested: true, suggestionReason: suggestionReason(evidence) };
}

/** "Doubtful: outside Submittals article; no deliverable noun". */
export function suggestionReason(evidence: ItemEvidence): string {
  return `Doubtful: ${evidence.reasons.join("; ")}`;
}
