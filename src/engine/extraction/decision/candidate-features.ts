// The evidence the include decision weighs, as named features of one candidate: where it was read, what the structure
// rules said of it, the role of its opening sentence, its label, and the words of its label and first sentence. Each
// feature is 0/1 (present or not), so a weight is what that piece of evidence adds to the log-odds of "the Contractor
// must submit this" — and so the reviewer can be shown the few that decided.
import type { Candidate } from "./candidate";
import { firstSentence } from "../vocabulary/first-sentence";
import { sentenceRole } from "../deliverables/sentence-role";
import { SUBMIT_VERB } from "../vocabulary/submit-verb";
import { namesDeliverableHead, namesSpecificObject } from "../deliverables/item-evidence";
import { isProcedural, isProceduralLabel, statesProcedure } from "../deliverables/procedural-text";

export type Features = ReadonlySet<string>;

/** Feature name prefixes; the explanation (explain-decision.ts) reads them back. */
export const FEATURE = {
  source: "source=",
  reason: "reason=",
  rules: "rules=",
  role: "role=",
  labelRole: "label-role=",
  type: "type=",
  category: "category=",
  article: "article=",
  division01: "d01:",
  word: "w=",
  labelWord: "lw=",
  childRole: "child-role=",
  childWord: "cw=",
} as const;

const STOP = new Set(
  (
    "a an and as at be by for from in into of on or the to with which that this these those its it is are was were " +
    "shall will must may should can each any all per such other than then there their them they his her he she we you " +
    "not no nor but if so do does been being has have had"
  ).split(" "),
);

/** Lower-case word stems: "Submittals" and "submittal", "reports" and "report" are one word. */
export function featureWords(text: string, limit = 24): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z]+/)) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.push(stem(raw));
    if (out.length >= limit) break;
  }
  return out;
}

function stem(word: string): string {
  if (word.startsWith("certif")) return "certif";
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

// Words of an article title that say what the article is for.
const ARTICLE_WORDS =
  /\b(submittals?|action|informational|closeout|close-out|maintenance|quality|assurance|control|warrant(?:y|ies)|guarantee|field|execution|procedures?|requirements|general|summary|delivery|storage|handling|extra|materials|testing|tests|inspections?|commissioning|demonstration|training|record|documents?|shop|drawings|product|data|samples|installation|startup|start-up|cleaning|protection|project|conditions|scheduling|coordination|definitions|references|description|scope|system|performance|design|operation|qualifications?|mock-?ups?)\b/gi;

const CONDITION_OPENING = /^(?:if|when|whenever|where|should|in\s+the\s+event|in\s+case|unless|upon\s+request)\b/i;
const SECTION_REFERENCE = /\b(?:section|division)\s+\d{2}(?:\s?\d{2}){0,2}\b/i;
const PROVIDE = /\b(?:provide|furnish|deliver|include)\b/i;
// "When the following are specified in individual sections, submit them": what other sections ask for, not a request.
const DEFERS =
  /\b(?:individual|other|respective|applicable|technical|each)\s+(?:specification\s+)?sections?\b|\b(?:when|where|as|if)\s+(?:specified|required|requested|indicated|called\s+for)\b|\bspecified\s+(?:in|under|elsewhere)\b/i;
// The object of "submit" is submittals in general: "submit them", "submit each submittal", "submit the items".
const GENERAL_OBJECT =
  /\bsubmit(?:ted)?\s+(?:them|it|these|those|each\s+submittal|all\s+submittals|submittals|the\s+(?:submittals?|items?|documents?|number))\b/i;
const OTHERS =
  /\b(?:architect|engineer|owner|government|contracting officer|commissioning)\b[^.]{0,30}\b(?:will|may)\b/i;

// How a Division 01 procedure reads, said generally (the weights decide what each is worth, per source and division):
// submittals in general as the subject ("All submittals shall include …"), what others will do with them ("Samples
// will be reviewed …", "The Architect's actions …"), whom a submittal is for or sent to and in what form, and
// conformance to another article or section.
const GENERAL_SUBJECT = /^(?:all|each|every|any|partial|the)?\s*(?:submittals?|submissions?)\b(?!\s*:)/i;
const PASSIVE_OTHERS =
  /\bwill\s+(?:not\s+)?(?:be\s+)?(?:reviewed|returned|retained|rejected|acknowledged|considered|accepted|approved|based|marked|stamped|recognized)\b/i;
const OTHERS_POSSESSIVE =
  /^(?:the\s+)?(?:architect|engineer|owner|government|contracting\s+officer|resident\s+engineer|a\/e|cor)(?:\/\w+)?(?:'s|s'|’s)/i;
const FOR_WHOM =
  /\bfor\s+(?:the\s+)?(?:[\w/]+(?:'s|’s)\s+)?(?:knowledge|benefit|limited\s+purpose|record\s+purposes|information\s+only)\b/i;
const SENT_TO =
  /\bsubmit(?:ted)?\s+(?:\w+\s+){0,2}to\s+(?:the\s+)?(?:\/\/\s*)?(?:architect|engineer|owner|government|contracting\s+officer|resident\s+engineer|cor|a\/e)\b/i;
const FORM =
  /\b(?:format|copies|copy|electronic(?:ally)?|pdf|paper|bound|binders?|transmittals?|sheet\s+size|cad|dxf)\b/i;
const CONFORMS = /\bin\s+(?:accordance|conformance|compliance)\s+(?:with|to)\b|\bas\s+(?:specified|described)\s+in\b/i;

/** The features of one candidate. */
export function candidateFeatures(candidate: Candidate): Features {
  const { item, source, articleTitle, divisionCode } = candidate;
  const f = new Set<string>();
  f.add(`${FEATURE.source}${source}`);
  if (divisionCode === "01") f.add("division-01");
  else if (divisionCode === "00") f.add("division-00");
  else f.add("technical-section");
  for (const reason of item.evidence ?? []) f.add(`${FEATURE.reason}${reason}`);
  // The structure rules' own reading (high, medium, low) is one piece of evidence among the others.
  f.add(`${FEATURE.rules}${item.confidence ?? "none"}`);
  f.add(`${FEATURE.type}${item.submittalType === "" ? "none" : item.submittalType}`);
  if (item.category) f.add(`${FEATURE.category}${item.category}`);
  for (const word of new Set((articleTitle.match(ARTICLE_WORDS) ?? []).map((w) => stem(w.toLowerCase()))))
    f.add(`${FEATURE.article}${word}`);
  if (articleTitle === "") f.add(`${FEATURE.article}none`);

  const details = item.specifications || item.description;
  const label = item.label && details.startsWith(`${item.label}:`) ? item.label : labelOf(details);
  const body = label ? details.slice(label.length + 1).trim() : details.trim();
  const opening = firstSentence(body.split("\n")[0] ?? "").trim();
  const role = opening === "" ? "bare-label" : sentenceRole(opening, label !== null);
  f.add(`${FEATURE.role}${role}`);
  // A rule said inside a submittals list and one said in the text around it weigh differently.
  f.add(`${FEATURE.role}${role}@${source}`);
  // Under a label that names what is asked ("Operating Instructions: Comply with Section 01 00 00") a rule or a
  // pointer says how the named deliverable is made; with no label it is only the rule or the pointer.
  f.add(`${FEATURE.role}${role}@${label === null ? "unlabelled" : "labelled"}`);
  if (label !== null) {
    f.add("label");
    f.add(`${FEATURE.labelRole}${sentenceRole(label, false)}`);
    if (namesDeliverableHead(label)) f.add("label-names-deliverable");
    if (!namesSpecificObject(label)) f.add("label-general");
    if (isProcedural(label)) f.add("label-procedural");
    for (const w of new Set(featureWords(label, 8))) f.add(`${FEATURE.labelWord}${w}`);
  } else f.add("no-label");
  if (SUBMIT_VERB.test(opening)) f.add("opening-submits");
  else if (SUBMIT_VERB.test(body)) f.add("body-submits");
  if (/^submit\b/i.test(opening)) f.add("opening-imperative-submit");
  if (PROVIDE.test(opening)) f.add("opening-provides");
  if (CONDITION_OPENING.test(opening)) f.add("opening-conditional");
  if (SECTION_REFERENCE.test(opening)) f.add("opening-names-section");
  if (OTHERS.test(opening)) f.add("opening-others-act");
  if (DEFERS.test(opening)) f.add("opening-defers");
  if (GENERAL_OBJECT.test(opening)) f.add("opening-general-object");
  if (GENERAL_SUBJECT.test(opening)) f.add("opening-subject-submittals");
  if (PASSIVE_OTHERS.test(opening)) f.add("opening-others-will-handle");
  if (OTHERS_POSSESSIVE.test(opening)) f.add("opening-others-possessive");
  if (FOR_WHOM.test(opening)) f.add("opening-for-whom");
  if (SENT_TO.test(opening)) f.add("opening-sent-to");
  if (FORM.test(opening)) f.add("opening-form");
  if (CONFORMS.test(opening)) f.add("opening-conforms");
  const part = /^(\d)\./.exec(item.ref ?? "")?.[1];
  f.add(`part-${part ?? "none"}`);
  if (/:\s*$/.test(opening)) f.add("opening-lead-in");
  if (namesDeliverableHead(opening)) f.add("opening-names-deliverable");
  const length = opening.split(/\s+/).filter(Boolean).length;
  f.add(
    length <= 3
      ? "opening-short"
      : length <= 12
        ? "opening-medium"
        : length <= 30
          ? "opening-long"
          : "opening-very-long",
  );
  if ((item.items?.length ?? 0) > 0 || details.includes("\n")) f.add("has-details");
  // The words of the paragraph, not only of its label: a rule for how submittals are made ("Architect will …",
  // "Submittals shall include …") or a label that names a topic of procedure ("PDF Document Preparation").
  if (label !== null && isProceduralLabel(label)) f.add("label-procedure-topic");
  if (statesProcedure(details.split("\n")[0] ?? "")) f.add("states-procedure");
  // A heading standing alone ("1.5.4 Product Data") is read by what its first paragraph says: "Collect Product Data
  // into a single submittal for each element …" is how such submittals are made, "Submit … for each pump" asks.
  const lines = details
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (label === null && lines.length > 1 && opening.split(/\s+/).length <= 6) {
    const next = firstSentence(lines[1]!).trim();
    const nextRole = sentenceRole(next, labelOf(next) !== null);
    f.add(`${FEATURE.childRole}${nextRole}`);
    f.add(`${FEATURE.childRole}${nextRole}@${source}`);
    if (isProcedural(next) || statesProcedure(next)) f.add("child-procedural");
    for (const w of new Set(featureWords(next, 12))) f.add(`${FEATURE.childWord}${w}`);
  }
  if (item.suggested) f.add("rules-suggested");
  // Division 01 says how every section's submittals are made: the same evidence there means something else (a
  // "Submit …" under SUBMITTALS FOR REVIEW describes the procedure), so each structural feature has a Division 01 twin.
  if (divisionCode === "01") for (const feature of [...f]) f.add(`${FEATURE.division01}${feature}`);
  for (const w of new Set(featureWords(opening))) f.add(`${FEATURE.word}${w}`);
  return f;
}

/** "Product Data: For each type …" → "Product Data"; a short phrase before a colon, else null. */
function labelOf(text: string): string | null {
  const colon = /^([^:.;\n]{2,60}):\s/.exec(text);
  if (!colon) return null;
  return colon[1]!.split(/\s+/).length <= 7 ? colon[1]!.trim() : null;
}
