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
  request: "a request",
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

/**
 * The reasons for the decision: the strongest features on its side first, then the strongest against it. What the
 * reviewer can check in the text (a request, the document it names, the article it is in) comes before what only
 * sums up a reading ("the rules read it with medium confidence"), whatever their weights.
 */
export function decisionReasons(contributions: Contribution[], included: boolean, count = 4): string[] {
  const sign = included ? 1 : -1;
  const forIt = contributions
    .filter((c) => c.weight * sign > 0)
    .sort(
      (a, b) =>
        Number(SUMMARY_FEATURE(a.feature)) - Number(SUMMARY_FEATURE(b.feature)) || b.weight * sign - a.weight * sign,
    );
  const against = contributions.filter((c) => c.weight * sign < 0).sort((a, b) => a.weight * sign - b.weight * sign);
  const picked = [...forIt.slice(0, count - 1), ...against.slice(0, 1)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of picked.length > 0 ? picked : forIt) {
    const text = describeFeature(c.feature);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(c.weight * sign < 0 ? `but ${text}` : text);
  }
  return out;
}
