// Suggestions: deliverables a contractor often logs that the submittals articles do not list — the warranties of a
// WARRANTY article (one per distinct warranty), extra materials, mock-ups, and documents worded "provide … data /
// certificate / report / manual" elsewhere. They come in the register switched off (`excluded`), with the reason.
import type { Submittal, SubmittalTypeName } from "../../../contract/submittal";
import type { Article, Paragraph } from "../outline/outline-types";
import { labelledCandidate, type SuggestionCandidate as Candidate } from "./suggestion-candidate";
import { isRequested, sameDeliverable } from "./suggestion-overlap";
import { warrantyCandidates } from "./warranty-suggestions";
import type { ArticleRole } from "../deliverables/submittal-article-roles";
import type { SectionContext } from "../sections/section-context";
import { buildSubmittal } from "../deliverables/build-submittal";
import { splitLabel } from "../outline/paragraph-label";
import { paragraphTexts } from "../outline/paragraph-text";
import { firstSentence } from "../vocabulary/first-sentence";
import { categoryFromType } from "../vocabulary/submittal-category";
import { normalizeSubmittalType } from "../vocabulary/type-from-name";
import { EVIDENCE } from "../deliverables/item-evidence";

const WARRANTY_ARTICLE = /\bWARRANT(Y|IES)\b|\bGUARANTEES?\b/i;
const EXTRA_MATERIALS_ARTICLE = /\bEXTRA\s+(STOCK\s+)?MATERIALS?\b|\bATTIC\s+STOCK\b|\bSPARE\s+PARTS\b/i;
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
  extra: "Extra materials; not listed under Submittals",
  mockup: "Mock-up; not listed under Submittals",
  document: "Document to provide; not listed under Submittals",
} as const;

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
    const evidence = [EVIDENCE.outsideList, c.reason];
    out.push({ ...item, confidence: "low", evidence, excluded: true, suggested: true, suggestionReason: c.reason });
  }
  return out;
}

function extraMaterialsCandidate(p: Paragraph): Candidate {
  const text = p.text.trim() || paragraphTexts(p).join(" ").trim();
  return labelledCandidate(p, text, { type: "Extra Materials", deliverable: "extra materials", reason: REASON.extra });
}

/** A paragraph outside the submittals and warranty articles that asks for extra materials, a mock-up or a document. */
function paragraphCandidate(p: Paragraph): Candidate | null {
  const text = p.text.trim();
  const labelled = splitLabel(text);
  const head = labelled?.label ?? firstSentence(text);
  if (EXTRA_MATERIALS.test(head)) return extraMaterialsCandidate(p);
  if (MOCKUP.test(head))
    return labelledCandidate(p, text, { type: "Mock-ups", deliverable: "mock-up", reason: REASON.mockup });
  for (const own of paragraphTexts(p)) {
    if (!/provid|furnish/i.test(own)) continue;
    const match = PROVIDE_DOCUMENT.exec(own);
    if (!match) continue;
    return labelledCandidate(p, text, {
      type: documentType(match[1]!),
      summary: sentenceAround(own, match.index),
      deliverable: match[1]!,
      reason: REASON.document,
    });
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
