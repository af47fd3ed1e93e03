// Suggestions: deliverables a contractor often logs that the submittals articles do not list — the warranties of a
// WARRANTY article (one per distinct warranty), extra materials, mock-ups, and documents worded "provide … data /
// certificate / report / manual" elsewhere. They come in the register switched off (`excluded`), with the reason.
import type { Submittal, SubmittalCategory, SubmittalTypeName } from "../../contract/submittal";
import type { Article, Paragraph } from "./outline-types";
import type { ArticleRole } from "./submittal-article-roles";
import type { SectionContext } from "./section-context";
import { buildSubmittal } from "./build-submittal";
import { splitLabel } from "./paragraph-label";
import { paragraphTexts } from "./paragraph-text";
import { firstSentence } from "./procedural-text";
import { categoryFromType } from "./submittal-category";
import { normalizeSubmittalType } from "./submittal-type";

const WARRANTY_ARTICLE = /\bWARRANT(Y|IES)\b|\bGUARANTEES?\b/i;
const EXTRA_MATERIALS_ARTICLE = /\bEXTRA\s+(STOCK\s+)?MATERIALS?\b|\bATTIC\s+STOCK\b|\bSPARE\s+PARTS\b/i;
const NAMES_WARRANTY = /\bwarrant(y|ies)\b|\bguarantee\b/i;
// Labels of a warranty's clauses, not of a warranty: "Warranty Period: 10 years", "Warranty Exclusions: …".
const WARRANTY_CLAUSE =
  /\b(period|term|duration|start|commencement|exclusions?|limitations?|requirements|coverage|general|provisions)\b/i;
// "Special warranties specified in this article shall not deprive the Owner of other rights …": about all of them.
const GENERAL_WARRANTY_CLAUSE = /\bnot\s+deprive\b|\bother\s+rights\b|\bin\s+addition\s+to,?\s+and\s+run\b/i;
// An unlabelled paragraph names its warranty first ("Manufacturer's standard warranty covers …") or as the object
// of its request ("Provide a 20-year roofing warranty …"); the name ends at the word warranty.
const WARRANTY_NAME =
  /^(?:(?:the\s+)?(?:contractor|installer|manufacturer|supplier)\s+shall\s+)?(?:(?:provide|furnish|submit|deliver)\s+)?((?:[A-Za-z0-9][\w'’-]*\s+){0,3}?(?:warranty|guarantee))\b/i;
// "See Section 01 78 00 for warranty requirements": a pointer, not a warranty.
const CROSS_REFERENCE = /^(?:see|refer\s+to|comply\s+with|as\s+specified\s+in)\b/i;
// "Furnish extra materials …", "Spare parts: …" — not an O&M manual's "spare parts list".
const EXTRA_MATERIALS =
  /(?:\b(?:extra|spare|replacement|attic|surplus|overage)\s+(?:stock|materials?|parts|units|tiles?|filters?)|\battic\s+stock)\b(?!\s+lists?\b)/i;
const MOCKUP = /\bmock[- ]?ups?\b/i;
// "Provide manufacturer's certificate stating …", "furnish a written report of …": the verb, a few modifiers (no
// preposition, so "provide units with a data port" is not read), the document, and then the sentence's end or a
// word that tells what the document holds — not another noun ("manual locking regulator", "data plate").
const PROVIDE_DOCUMENT =
  /\b(?:provide|furnish)\s+((?:(?!(?:with|to|for|in|on|at|and|or|that|which|from|under|over|as)\b)[\w'’-]+\s+){0,5}?(?:data(?:\s+sheets?)?|certificates?|certifications?|reports?|manuals?))(?=\s*(?:[.,;:)(]|$)|\s+(?:for|of|to|from|that|which|stating|indicating|showing|certifying|confirming|verifying|documenting|describing|listing|covering|including|signed|prepared|issued|on|with|in|by|as|within|prior|before|after|and|or|to)\b)/i;

const REASON = {
  warranty: "Warranty article; not listed under Submittals",
  extra: "Extra materials; not listed under Submittals",
  mockup: "Mock-up; not listed under Submittals",
  document: "Document to provide; not listed under Submittals",
} as const;

type Candidate = {
  paragraph: Paragraph;
  type: SubmittalTypeName;
  label: string | null;
  body: string;
  summary?: string;
  /** The deliverable's own words ("special warranty", "manufacturer's certificate"), to compare with requests. */
  deliverable: string;
  reason: string;
  category?: SubmittalCategory;
};

/** `requested`: the section's register items (submittals articles and "submit" sentences); none is suggested again. */
export function suggestItems(
  articles: Article[],
  roles: ArticleRole[],
  context: SectionContext,
  requested: Submittal[],
): Submittal[] {
  // Division 01 states how every section's warranties, extra stock and mock-ups are handled, not a deliverable.
  if (context.division.startsWith("01")) return [];
  const candidates: Candidate[] = [];
  const requestedRefs = new Set(requested.map((r) => r.ref));
  for (const [index, article] of articles.entries()) {
    if (roles[index] !== "text") continue;
    const open = article.paragraphs.filter((p) => !requestedRefs.has(p.ref));
    if (WARRANTY_ARTICLE.test(article.title)) candidates.push(...warrantyCandidates(open, article.title));
    else if (EXTRA_MATERIALS_ARTICLE.test(article.title)) {
      const first = open.find((p) => paragraphTexts(p).join(" ").trim() !== "");
      if (first) candidates.push(extraMaterialsCandidate(first));
    } else candidates.push(...open.flatMap((p) => paragraphCandidate(p) ?? []));
  }
  const out: Submittal[] = [];
  const seen: Candidate[] = [];
  for (const c of candidates) {
    if (
      isRequested(c, requested) ||
      seen.some((s) => s.type === c.type && sameDeliverable(s.deliverable, c.deliverable))
    )
      continue;
    seen.push(c);
    const item = buildSubmittal(context, {
      paragraph: c.paragraph,
      submittalType: c.type,
      label: c.label,
      body: c.body,
      ...(c.summary ? { summary: c.summary } : {}),
      category: c.category ?? categoryFromType(c.type),
    });
    out.push({ ...item, excluded: true, suggested: true, suggestionReason: c.reason });
  }
  return out;
}

/** One per distinct warranty the article's top-level paragraphs name; the article itself when none is named. */
function warrantyCandidates(paragraphs: Paragraph[], title: string): Candidate[] {
  const out: Candidate[] = [];
  for (const p of paragraphs) {
    const text = p.text.trim();
    if (text === "" || GENERAL_WARRANTY_CLAUSE.test(firstSentence(text))) continue;
    const labelled = splitLabel(text);
    const name = labelled ? labelled.label : WARRANTY_NAME.exec(firstSentence(text))?.[1];
    if (!name || !NAMES_WARRANTY.test(name) || (labelled && WARRANTY_CLAUSE.test(labelled.label))) continue;
    out.push({
      paragraph: p,
      type: "Warranty",
      label: labelled ? labelled.label : null,
      body: labelled ? labelled.rest : text,
      deliverable: name,
      reason: REASON.warranty,
      category: "closeout",
    });
  }
  if (out.length > 0) return out;
  const first = paragraphs.find(
    (p) => p.text.trim() !== "" && !GENERAL_WARRANTY_CLAUSE.test(p.text) && !CROSS_REFERENCE.test(p.text.trim()),
  );
  if (!first) return [];
  const label = titleCase(title);
  return [
    {
      paragraph: first,
      type: "Warranty",
      label,
      body: first.text.trim(),
      deliverable: label,
      reason: REASON.warranty,
      category: "closeout",
    },
  ];
}

function extraMaterialsCandidate(p: Paragraph): Candidate {
  const text = p.text.trim() || paragraphTexts(p).join(" ").trim();
  const labelled = splitLabel(text);
  return {
    paragraph: p,
    type: "Extra Materials",
    label: labelled?.label ?? null,
    body: labelled ? labelled.rest : text,
    deliverable: "extra materials",
    reason: REASON.extra,
  };
}

/** A paragraph outside the submittals and warranty articles that asks for extra materials, a mock-up or a document. */
function paragraphCandidate(p: Paragraph): Candidate | null {
  const text = p.text.trim();
  const labelled = splitLabel(text);
  const head = labelled?.label ?? firstSentence(text);
  if (EXTRA_MATERIALS.test(head)) return extraMaterialsCandidate(p);
  if (MOCKUP.test(head)) {
    return {
      paragraph: p,
      type: "Mock-ups",
      label: labelled?.label ?? null,
      body: labelled ? labelled.rest : text,
      deliverable: "mock-up",
      reason: REASON.mockup,
    };
  }
  for (const own of paragraphTexts(p)) {
    if (!/provid|furnish/i.test(own)) continue;
    const match = PROVIDE_DOCUMENT.exec(own);
    if (!match) continue;
    const sentence = sentenceAround(own, match.index);
    return {
      paragraph: p,
      type: documentType(match[1]!),
      label: labelled?.label ?? null,
      body: labelled ? labelled.rest : text,
      summary: sentence,
      deliverable: match[1]!,
      reason: REASON.document,
    };
  }
  return null;
}

/** "manufacturer's certificate" → Certificates, "field test report" → Test Reports; a bare "data" is product data. */
function documentType(phrase: string): SubmittalTypeName {
  const type = normalizeSubmittalType(phrase);
  if (type !== "Other") return type;
  if (/\bdata\b/i.test(phrase)) return "Product Data";
  if (/\breports?\b/i.test(phrase)) return "Test Reports";
  return "Other";
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(". ", at) + 1, 0);
  const end = text.indexOf(". ", at);
  return text.slice(start, end < 0 ? text.length : end + 1).trim();
}

/** A register item already asks for this deliverable: same type and, when the suggestion names which one ("special
 * warranty", "mill certificate"), an item that names it too. */
function isRequested(c: Candidate, requested: Submittal[]): boolean {
  const qualifiers = qualifierWords(c.deliverable);
  return requested.some((r) => {
    if (r.submittalType !== c.type) return false;
    if (qualifiers.size === 0) return true;
    const theirs = words(`${r.description} ${r.specifications}`);
    return [...qualifiers].some((w) => theirs.has(w));
  });
}

function sameDeliverable(a: string, b: string): boolean {
  const qa = qualifierWords(a);
  const qb = qualifierWords(b);
  return qa.size === qb.size && [...qa].every((w) => qb.has(w));
}

const HEADS = new Set([
  "warranty",
  "warrantie",
  "guarantee",
  "certificate",
  "certification",
  "report",
  "manual",
  "data",
  "mock",
  "mockup",
  "up",
  "extra",
  "material",
]);
const FILLER = new Set(
  "a an the one two three four five six copies copy of written signed standard year years".split(" "),
);

/** The words that say which deliverable it is ("special", "roofing", "mill"), without the document's kind. */
function qualifierWords(phrase: string): Set<string> {
  return new Set([...words(phrase)].filter((w) => !HEADS.has(w) && !FILLER.has(w) && !/^\d/.test(w)));
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1)
      .map((w) => (w.endsWith("s") && w.length > 3 ? w.slice(0, -1) : w)),
  );
}

function titleCase(title: string): string {
  return title.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
