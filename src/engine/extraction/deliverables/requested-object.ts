// Names the deliverable a sentence asks for: the object of "submit …" / "provide …", the subject of "… shall be
// submitted", or the document a sentence opens with ("Field test reports, signed by …"). Its words, not an incidental
// word later in the sentence ("… including wiring diagrams"), give the item its type.
import { textBefore } from "../vocabulary/text-before";

// "Provide a consultant to inspect … and submit a report": what is submitted is the deliverable.
const SUBMIT = /\bsubmits?\s+(.+)$/i;
const PROVIDE = /\b(?:provide|provides|furnish|furnishes)\s+(.+)$/i;
const PASSIVE =
  /^(.+?)\s+(?:(?:shall|will|must|should|is|are)\s+(?:also\s+)?(?:to\s+)?be|to\s+be)\s+(?:\w+\s+)?(?:\w+\s+(?:and|or)\s+)?submit(?:ted)?\b/i;
// "four (4) copies of", "one electronic (PDF) copy of", "an updated copy of", "two sets of", "a duplicate of".
const CONTAINER = /^(?:[\w()'’-]+\s+){0,3}?(?:cop(?:y|ies)|sets?|versions?|duplicates?)\s+of\s+/i;
// Where the name of the object ends: its recipient, timing, purpose, manner, or a clause about it.
const OBJECT_END = new RegExp(
  String.raw`\s+(?:to|for|within|prior|before|after|at|in|under|per|as|that|which|who|including|showing|indicating|` +
    String.raw`clearly|with|from|by|upon|when|if|on|during|relevant|required|necessary|describing|containing|` +
    String.raw`detailing|filled\s+(?:out|in)|signed|stating|certifying|covering|demonstrating|used|based|chosen|prepared|obtained|issued|identified|` +
    String.raw`indicated|specified|where|so|until|directly|promptly|immediately|electronically|no later|not later|of (?:each|all|the|every|any|a|an))\b|` +
    // "… plus …", "… together with …": a second object joined to the first; the first names the request.
    String.raw`,?\s*(?:especially|particularly|such as|plus|together with|along with)\b|` +
    String.raw`,\s*(?:including|which|that|clearly|as|showing|indicating|listing|with|for|in|to)\b|[;:.(]|\s+[-–—]\s`,
  "i",
);
// Words that name nothing by themselves: the request's real object is elsewhere (a list, the sentence before).
const NAMELESS = /^(?:the\s+)?(?:following|submittals?|them|it|these|this|that|same|documents?|information)$/i;
// Clause boundaries before the subject of a passive request: "… recorded in a written report to be submitted".
const SUBJECT_START = /.*\b(?:in|into)\s+(?=(?:a|an|the)\s)/i;
const MAX_WORDS = 14;
// Where the subject of a passive request ends: its first verb.
const SUBJECT_END = /\s+(?:shall|will|must|should|may|is|are)\s/i;

const MADE_THEN_SUBMITTED =
  /\b(?:prepare|prepares|create|creates|compile|compiles|develop|develops|assemble|assembles|produce|produces)\s+(.+?),?\s+and\s+(?:then\s+)?submit\b/i;

// "Submittals are required on all packaged equipment": the submittals of that equipment.
const REQUIRED_ON = /\bsubmittals?\s+(?:is|are|shall be)\s+required\s+(?:on|for)\s+(.+)$/i;

/** The deliverable `sentence` asks for, in the source's words, or null when it names none. */
export function requestedObject(sentence: string): string | null {
  const required = REQUIRED_ON.exec(sentence);
  const subject = required ? objectName(required[1]!) : null;
  if (subject) return `${subject} submittals`;
  const afterRecipient = objectAfterRecipient(sentence) ?? objectAfterParty(sentence) ?? objectAfterPurpose(sentence);
  if (afterRecipient) return afterRecipient;
  for (const verb of [SUBMIT, PROVIDE]) {
    const active = verb.exec(sentence);
    const name = active ? objectName(active[1]!) : null;
    if (name) return name;
  }
  // "… create Final Correction Punch List containing … and submit to Architect": what was made is what is sent.
  const made = MADE_THEN_SUBMITTED.exec(sentence);
  const madeName = made ? objectName(made[1]!) : null;
  if (madeName) return madeName;
  const passive = PASSIVE.exec(sentence);
  if (passive) {
    // "Pressure test shall meet … and shall be submitted": the subject ends at its first verb.
    const subject = textBefore(passive[1]!.replace(SUBJECT_START, ""), SUBJECT_END);
    const name = objectName(subject.replace(/^all of the above\s+/i, ""));
    if (name) return name;
  }
  return null;
}

// "Submit to the Province a copy of …", "submit to the Owner's Representative two sets of …": the recipient, named
// with capitals, stands between the verb and the object.
const SUBMIT_TO_RECIPIENT =
  /\b[Ss]ubmits?\s+to\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s+){1,3}(?=(?:a|an|the|one|two|three|four|\d+|[a-z]+)\s)/;

/** The object of a request that names its recipient first ("Submit to the Engineer a report of …"), or null. */
export function objectAfterRecipient(sentence: string): string | null {
  const m = SUBMIT_TO_RECIPIENT.exec(sentence);
  if (!m) return null;
  return objectName(sentence.slice(m.index + m[0].length));
}

// Who receives a deliverable, when a sentence names them as its indirect object.
const PARTY =
  "(?:architect|engineer|owner|government|contracting\\s+officer|resident\\s+engineer|construction\\s+manager|commissioning\\s+(?:authority|agent)|county|city|consultant|cor)(?:\\s*\\/\\s*engineer)?(?:['’]s\\s+representative)?";
// "Provide the Engineer and Owner, any additional information …", "Provide the Architect with two copies of …",
// "Furnish the Owner a written warranty": the party stands between the verb and the object.
const GIVE_PARTY = new RegExp(
  `\\b(?:provide|provides|furnish|furnishes|submit|submits|give|send)\\s+(?:the\\s+)?${PARTY}(?:\\s*(?:,|and|or)\\s*(?:the\\s+)?${PARTY})*(?![\\w'’])(?:\\s*,\\s*|\\s+with\\s+|\\s+(?=(?:a|an|the|one|two|three|four|five|six|\\d+|any|all|each|copies)\\s))`,
  "i",
);

/** The object of a request that names who receives it first ("Provide the Architect with a copy of …"), or null. */
function objectAfterParty(sentence: string): string | null {
  const m = GIVE_PARTY.exec(sentence);
  return m ? objectName(sentence.slice(m.index + m[0].length)) : null;
}

// "Contractor shall submit for Owner and Engineer approval the weld inspection documentation": the purpose stands
// between the verb and the object, which opens with an article.
const SUBMIT_FOR_PURPOSE =
  /\bsubmits?\s+for\s+(?:the\s+)?(?:[\w'’&]+\s+){0,4}?(?:review|approval|acceptance|information|record)\s+(?=(?:a|an|the)\s)/i;

function objectAfterPurpose(sentence: string): string | null {
  const m = SUBMIT_FOR_PURPOSE.exec(sentence);
  return m ? objectName(sentence.slice(m.index + m[0].length)) : null;
}

function objectName(text: string): string | null {
  const name = containedName(text.trim().replace(CONTAINER, ""));
  // "a review set of documents": what a generic noun is a set of, the container names it.
  if (name === null && CONTAINER.test(text.trim())) return containedName(text.trim().replace(/^(?:a|an|the)\s+/i, ""));
  return name;
}

function containedName(object: string): string | null {
  // A leading space lets an object that opens with its boundary ("with the closeout information") come out empty.
  let name = textBefore(` ${object}`, OBJECT_END).trim();
  const words = name.split(/\s+/);
  if (words.length > MAX_WORDS) name = name.split(",")[0]!.trim();
  name = name.replace(/^(?:(?:a|an|the|all|any|each|every|one|two|three|four|such|following)(?:\s+|$))+/i, "").trim();
  // "a partial payment estimate filled out and signed by …": the name ends before the words that join its clauses.
  name = name.replace(/(?:\s*,|\s+(?:and|or|and\/or))+$/i, "").trim();
  if (name === "" || NAMELESS.test(name) || name.split(/\s+/).length > MAX_WORDS) return null;
  return name;
}
