// The reasons a reviewer reads beside an item: the features that moved the include decision most, in words.
import type { Contribution } from "./include-model";
import { FEATURE } from "./candidate-features";
import { ROLE_REASON } from "../deliverables/item-evidence";

const NAMED: Record<string, string> = {
  "division-01": "a Division 01 section",
  "division-00": "a Division 00 document",
  "technical-section": "a technical section",
  label: "has a label",
  "no-label": "no label",
  "label-names-deliverable": "label names a deliverable",
  "label-general": "label names submittals in general",
  "label-procedural": "label names a procedure",
  "opening-submits": "asks to submit",
  "body-submits": "asks to submit, later in the paragraph",
  "opening-imperative-submit": "opens with 'Submit'",
  "opening-provides": "asks to provide or include",
  "opening-conditional": "asks under a condition",
  "opening-names-section": "names another section",
  "opening-others-act": "what the Owner or Architect does",
  "opening-lead-in": "a lead-in to a list",
  "opening-defers": "defers to what other sections specify",
  "opening-general-object": "asks for submittals in general",
  "part-1": "in PART 1",
  "part-2": "in PART 2",
  "part-3": "in PART 3",
  "opening-names-deliverable": "names a deliverable",
  "opening-short": "a short name",
  "opening-medium": "a sentence of a few words",
  "opening-long": "a long sentence",
  "opening-very-long": "a long sentence",
  "has-details": "has listed details",
  "rules-suggested": "offered as a suggestion by the rules",
  "label-procedure-topic": "label names a topic of procedure",
  "states-procedure": "states how submittals are handled",
  "child-procedural": "its first paragraph states procedure",
};

const SOURCE: Record<string, string> = {
  list: "in Submittals article",
  ufgs: "listed under an SD heading",
  table: "a row of a submittals table",
  request: "outside Submittals article",
  suggestion: "outside Submittals article",
};

const ROLE: Record<string, string> = {
  ...ROLE_REASON,
  // The same fact as the opening's "submit" (opening-submits): said once, so the reasons after it get the room.
  request: "asks to submit",
  statement: "a statement",
  "bare-label": "the label alone",
};

/** One feature in a reviewer's words. */
export function describeFeature(feature: string): string {
  if (feature.startsWith(FEATURE.division01))
    return `${describeFeature(feature.slice(FEATURE.division01.length))} (Division 01)`;
  const named = NAMED[feature];
  if (named) return named;
  const [prefix, value] = splitFeature(feature);
  switch (prefix) {
    case FEATURE.source:
      return SOURCE[value] ?? value;
    case FEATURE.reason:
      return value;
    case FEATURE.rules:
      return value === "low"
        ? "the rules doubt it"
        : value === "none"
          ? "no reading by the rules"
          : `the rules read it with ${value} confidence`;
    case FEATURE.role:
      return roleWords(value);
    case FEATURE.childRole:
      return `first paragraph: ${roleWords(value)}`;
    case FEATURE.childWord:
      return `first paragraph word '${value}'`;
    case FEATURE.labelRole:
      return `label: ${ROLE[value] ?? value}`;
    case FEATURE.type:
      return `type ${value}`;
    case FEATURE.category:
      return `${value} category`;
    case FEATURE.article:
      return `article titled '${value}'`;
    case FEATURE.word:
      return `the word '${value}'`;
    case FEATURE.labelWord:
      return `label word '${value}'`;
    default:
      return feature;
  }
}

/** "statement@list" → "a statement": where it was read is said by the source's own reason. */
function roleWords(value: string): string {
  const role = value.split("@")[0]!;
  return ROLE[role] ?? role;
}

function splitFeature(feature: string): [string, string] {
  const at = feature.indexOf("=");
  return at < 0 ? ["", feature] : [feature.slice(0, at + 1), feature.slice(at + 1)];
}

/** Features that sum up a reading rather than point at the text: the rules' overall confidence and the category. */
const SUMMARY_FEATURE = (feature: string) =>
  feature.startsWith(FEATURE.rules) || feature === "rules-suggested" || feature.startsWith(FEATURE.category);
/** Features that say where the paragraph sits (which article, which part), not what it says. */
const PLACE_FEATURE = (feature: string) =>
  feature.startsWith(FEATURE.source) ||
  feature.startsWith(FEATURE.article) ||
  /^part-\d$/.test(feature) ||
  feature === "division-01" ||
  feature === "division-00" ||
  feature === "technical-section";

/** 0 for what the paragraph says, 1 for where it sits, 2 for what only sums up a reading. */
const tier = (feature: string) => (SUMMARY_FEATURE(feature) ? 2 : PLACE_FEATURE(feature) ? 1 : 0);

/**
 * The reasons for the decision: the strongest features on its side first, then the strongest against it. What the
 * reviewer can check in the paragraph's words (a request, the document it names, its label) comes first, then where
 * it sits (the article, the part), then what only sums up a reading ("the rules read it with medium confidence"),
 * whatever their weights.
 */
export function decisionReasons(contributions: Contribution[], included: boolean, count = 4): string[] {
  const sign = included ? 1 : -1;
  const forIt = contributions
    .filter((c) => c.weight * sign > 0)
    .sort((a, b) => tier(a.feature) - tier(b.feature) || b.weight * sign - a.weight * sign);
  const against = contributions.filter((c) => c.weight * sign < 0).sort((a, b) => a.weight * sign - b.weight * sign);
  // Two features that read the same ("asks to submit") are one reason: the next one gets the room.
  const distinct = (list: Contribution[], limit: number) => {
    const seen = new Set<string>();
    return list
      .map((c) => describeFeature(c.feature))
      .filter((text) => !seen.has(text) && seen.add(text) !== undefined)
      .slice(0, limit);
  };
  const reasons = distinct(forIt, count - 1);
  const doubts = distinct(against, 1)
    .filter((text) => !reasons.includes(text))
    .map((text) => `but ${text}`);
  return [...reasons, ...doubts];
}
