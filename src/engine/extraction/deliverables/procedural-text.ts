// Recognises paragraphs that only state submittal procedure (where to look, how to format, review and resubmittal
// rules) rather than asking for a deliverable.
import { namesDeliverable } from "../vocabulary/type-from-name";
import { requestedObject } from "./requested-object";
import { textBefore } from "../vocabulary/text-before";
import { firstSentence } from "../vocabulary/first-sentence";

const PROCEDURE = [
  /\brefer to\b/i,
  /^see (section|division)\b/i,
  /\bre-?submi(t|ssion|ttal)/i,
  /\bwill not be (accepted|reviewed|processed)\b/i,
  /\breview of (the )?submittals?\b/i,
  /\bsubstitut/i,
  /\bdeviations?\b/i,
  /\bbefore preparing\b/i,
  /\belectronic(ally)?\b|\bpdf\b|\btransmittal\b/i,
  /\bstamp(ed)?\b/i,
  /\bshall not be (utilized|used|construed)\b/i,
  /\b(requirements|procedures?) (for|of) .{0,60}\b(section|division)\s*\d/i,
  /\bin accordance with (the )?(requirements of )?(section|division)\s*\d/i,
  /\b(submittal )?procedures?\b.{0,40}\b(section|division)\s*\d/i,
  /\bprovisions of (section|division)\b/i,
  /^submit\s+(\w+\s+){0,3}(under|in accordance with|per|as specified in|according to)\b.{0,60}\b(section|division)\b/i,
  // "Information and material submitted under this section shall be marked …": how to label, not what to send.
  /\b(submitted|submittals?|submissions?)\b.{0,80}\bshall be (clearly )?(marked|labell?ed|identified|bound|indexed|numbered|tabbed)\b/i,
  // "Provide submittal documents in compliance with requirements indicated in Section 230010.": submittals in general,
  // sent as another section says, and nothing more; "… for each piping system" would name what they are for.
  /^(submit|provide|furnish)\s+(all\s+|the\s+)?(required\s+)?(submittals?|submittal\s+(documents?|data|information|packages?)|documents|documentation|information)\s+(in compliance with|in accordance with|complying with|per|as (required|specified|indicated) (in|by))\b[^,;]*\b(section|division|specification)\s*[\d. ]*\d\.?$/i,
  // "… will cause shop drawings to be returned without review": what happens to a submittal, not a request for one.
  /\b(returned|rejected)\b.{0,30}\bwithout (review|action|approval)\b/i,
  // "The VDR Specification outlines the required submittals", "These submittals are defined in Section 110010".
  /\b(specifications?|sections?|documents?|tables?)\b.{0,60}\b(outlines?|defines?|lists?|describes?|identif(y|ies))\b.{0,40}\bsubmittals?\b/i,
  /\bsubmittals?\b.{0,40}\b(are|is)\s+(defined|described|listed|outlined|identified)\s+in\b/i,
  // Bid and pricing items ("Bid alternate and selection matrix", "Submit unit prices for …") and claims for more
  // money or time ("Submit claims for increased costs …") are not submittals.
  /^((submit|provide|furnish)\s+)?((a|an|the)\s+)?([\w-]+\s+){0,2}(bids?|alternates?|pric(e|es|ing)|costs?|quotations?|claims?)\b/i,
];

// "Provide submittals of material or equipment in accordance with the Submittal Requirement Schedule at the end of this
// section": submittals of everything, sent as a schedule or another section lists them. Its object names no
// deliverable, though its words ("material", "equipment") would pass for one.
const GENERIC_REQUEST =
  /^(submit|provide|furnish)\s+(all\s+|the\s+)?(required\s+)?submittals?\s+(of|for)\s+(all\s+)?(materials?|equipment|products?)(\s+(and|or)\s+(materials?|equipment|products?))?\s+(in compliance with|in accordance with|complying with|per|as (required|specified|indicated|listed) (in|by))\b/i;

// "Submit <what> in accordance with Section 23 08 00": the words between the verb and the reference.
const SUBMIT_OBJECT =
  /^submit\s+(.+?)\s+(?:under|in accordance with|per|as specified in|according to|as required by)\b.{0,80}\b(?:section|division)\b/i;
// The words between "submit" and the reference only say to whom: "to the //Resident Engineer// //COR//".
const RECIPIENT_ONLY = /^(?:directly\s+)?to\s+(?:the\s+)?[^,;:]{0,60}$/i;
// Words that name submittals in general; an object made only of these ("shop drawings, product data and samples")
// repeats the procedure paragraph's boilerplate, anything else ("training plans") names a deliverable.
const GENERAL_WORDS = new Set(
  (
    "a all an and any applicable as copies data documents drawings each following for information items " +
    "materials of or product products required review samples shop submittal submittals the these this three " +
    "two four five six copy sets set specified approval listed below herein indicated work section sections " +
    "specification specifications division required requested necessary action informational closeout"
  ).split(" "),
);

// A label or sub-heading that names a topic of procedure, never a deliverable: "Review Action" over what the reviewer's
// stamp means, "Architect's Action" over how submittals come back, "PDF Document Preparation" over how to make one.
const PROCEDURAL_LABEL =
  /^(general|procedures?|submittal procedures?|(?:[\w-]+\s+){0,2}preparation|recording|format|submittal format|resubmittals?|resubmission|review|review actions?|(?:architect|engineer|owner|reviewer)(?:\/engineer)?['’]s actions?|actions? taken|substitutions?|requirements|copies|quantity|coordination|deviations?|electronic submittals?|submittal requirements)$/i;

export function isProceduralLabel(label: string): boolean {
  return PROCEDURAL_LABEL.test(label.trim());
}

/** A paragraph whose first sentence is procedure and which asks for nothing by name. */
export function isProcedural(text: string): boolean {
  const first = firstSentence(text);
  if (GENERIC_REQUEST.test(first)) return true;
  // "Submit to the Resident Engineer in accordance with Section 01 33 23": whom it goes to is not what is sent.
  const submitted = SUBMIT_OBJECT.exec(first)?.[1];
  const object = submitted
    ? RECIPIENT_ONLY.test(submitted)
      ? undefined
      : submitted
    : (leadingDocumentName(first) ?? requestedObject(first) ?? undefined);
  // The request names its deliverable; only that name can still make it procedure ("substitution requests").
  if (object && namesSpecificDeliverable(object)) return PROCEDURE.some((re) => re.test(object));
  return PROCEDURE.some((re) => re.test(first));
}

// Where the name a paragraph opens with ends: "Completed System Readiness Checklist provided by the CxA, …".
const NAME_END =
  /,|;|:|\s(?:provided|prepared|signed|completed|shall|will|must|is|are|including|showing|in accordance|per|under)\b/i;

/** The document a paragraph opens with, when it names one that is not "submittals" in general. */
function leadingDocumentName(sentence: string): string | undefined {
  const name = textBefore(sentence, NAME_END).trim();
  if (name.split(/\s+/).length > 8 || /submit/i.test(name) || !namesDeliverable(name)) return undefined;
  return name;
}

function namesSpecificDeliverable(object: string): boolean {
  return object
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((word) => word.length > 1 && !GENERAL_WORDS.has(word));
}

// Who reviews submittals: "the Architect", "Architect/Engineer", "the Government", "Story County", "the COR".
const REVIEWER =
  "(?:the\\s+)?(?:architect|engineer|owner|a\\/e|architect\\/engineer|construction manager|contracting officer|government|resident engineer|cor|consultant|[A-Z][\\w-]*\\s+county)";
// "… and his consultants'": the reviewer's helpers, in a possessive or not.
const HELPERS = "(?:\\s+and\\s+(?:his|her|its|their)\\s+consultants['’]?)?";

const PROCEDURE_STATEMENTS = [
  // "* Denotes submittals that shall be submitted both electronically and as hard copy", "Items marked with an
  // asterisk are …": the key to a list's marks, which explains other entries and is none of its own.
  /^\*+\s*(?:denotes|indicates|designates|signifies|means|identifies)\b/i,
  /^(?:the\s+)?(?:items?|submittals?|entries)\s+(?:marked|indicated|denoted|shown)\s+(?:with\s+|by\s+)?(?:an?\s+)?(?:asterisks?|\*)/i,
  // "When the following are specified in individual sections, submit them for review:": a list of the kinds of
  // submittal other sections ask for, not a deliverable of this one.
  /^(?:when|where|if|as)\s+(?:the\s+following|these|such\s+items|they)\s+(?:are|is)\s+(?:specified|required|called\s+for|requested|indicated)\s+(?:in|by)\s+(?:the\s+)?(?:individual|other|respective|various|technical)\s+(?:specification\s+)?sections?\b/i,
  // "Samples: Submit the number specified in individual specification sections": how many, decided elsewhere.
  /^submit\s+(?:the\s+)?(?:number|quantity)\s+(?:of\s+[\w ]{1,30}?\s+)?(?:specified|required|indicated|listed)\s+(?:in|by)\s+(?:the\s+)?(?:individual|other|respective)\s+(?:specification\s+)?sections?\b/i,
  // "Submit to Architect for review for the limited purpose of checking …", "Submit for Architect's knowledge as
  // contract administrator", "Submit for the County's benefit": why submittals are sent, with nothing to send.
  new RegExp(
    `^submit\\s+(?:to\\s+${REVIEWER}\\s+)?for\\s+(?:review\\s+for\\s+)?(?:(?:the\\s+)?limited\\s+purpose\\b|${REVIEWER}['’]s?\\s+(?:knowledge|benefit|information|records?)\\b|(?:the\\s+)?(?:owner|county|city|government)['’]s\\s+benefit\\b)`,
    "i",
  ),
  // "Architect will review each submittal …", "Architect will acknowledge receipt …": what the reviewer does.
  new RegExp(
    `^${REVIEWER}${HELPERS}\\s+(?:will|shall|may)\\s+(?:not\\s+)?(?:review|acknowledge|return|mark|respond|reject|approve|stamp|indicate|retain|take|act)\\b`,
    "i",
  ),
  // "Architect's and his consultants' actions on items submitted for review:", "The Government's approval shall be
  // obtained for all materials …": the reviewer's part, not the Contractor's deliverable.
  new RegExp(`^${REVIEWER}['’]s?${HELPERS}\\s+(?:actions?|review|responses?|approvals?|acceptance)\\b`, "i"),
  // "Approvals will be based on complete submission of …": how the review is decided.
  /^(?:approvals?|reviews?|acceptances?)\s+(?:will|shall)\s+(?:be\s+)?(?:based|given|made|granted|withheld)\b/i,
  // "Samples will be reviewed for aesthetic, color, or finish selection": what happens to them once sent.
  /^(?:the\s+)?(?:submittals?|samples?|shop\s+drawings|product\s+data|items)\s+(?:will|shall)\s+be\s+(?:reviewed|returned|retained|rejected|accepted|approved|checked|acknowledged)\b/i,
  // "Coordinate and process submittals for allowance items in same manner as for other portions of the Work": how
  // some submittals are handled, not one of them.
  /^(?:coordinate|process|handle)\b.{0,40}\bsubmittals?\b.{0,60}\b(?:in\s+(?:the\s+)?same\s+manner|as\s+for\s+other)\b/i,
  // "All submittals shall include six copies of …", "Submittals shall include the maker's name …": a rule for every
  // submittal, not one of them.
  /^(?:(?:all|each|every)\s+submittals?|submittals)\s+(?:shall|must|will)\s+(?:include|be|contain|have|bear|consist|cover|comply|conform)\b/i,
];

/** A paragraph that states procedure whatever it lists: a lead-in to the kinds of submittal other sections ask for,
 * why submittals are sent, what the reviewer does with them, or a rule for all of them. A label made only of words
 * for submittals in general ("Submittals for Review: Architect will review …") does not make it a request. */
export function statesProcedure(text: string): boolean {
  const labelled = /^([^:]{1,60}):\s+(.+)$/s.exec(text.trim());
  // "Submittals by Web-Based Project Software: Architect will …": a label on submittals of one kind is no request.
  const general =
    labelled &&
    (!namesSpecificDeliverable(labelled[1]!) || /^submittals?\s+(?:by|for|in|via|through)\b/i.test(labelled[1]!));
  const statement = general ? labelled[2]! : text.trim();
  const first = firstSentence(statement);
  return PROCEDURE_STATEMENTS.some((re) => re.test(first));
}
