// Recognises paragraphs that only state submittal procedure (where to look, how to format, review and resubmittal
// rules) rather than asking for a deliverable.
import { namesDeliverable } from "../vocabulary/type-from-name";
import { requestedObject } from "./requested-object";
import { textBefore } from "./text-before";
import { firstSentence } from "./first-sentence";

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
  // Bid and pricing items ("Bid alternate and selection matrix", "Submit unit prices for …") are not submittals.
  /^((submit|provide|furnish)\s+)?((a|an|the)\s+)?([\w-]+\s+){0,2}(bids?|alternates?|pric(e|es|ing)|costs?|quotations?)\b/i,
];

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

const PROCEDURAL_LABEL =
  /^(general|procedures?|submittal procedures?|format|submittal format|resubmittals?|resubmission|review|substitutions?|requirements|copies|quantity|coordination|deviations?|electronic submittals?|submittal requirements)$/i;

export function isProceduralLabel(label: string): boolean {
  return PROCEDURAL_LABEL.test(label.trim());
}

/** A paragraph whose first sentence is procedure and which asks for nothing by name. */
export function isProcedural(text: string): boolean {
  const first = firstSentence(text);
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
