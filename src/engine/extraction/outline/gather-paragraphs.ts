// What a section's paragraphs become once all its lines are read: items whose list levels were lost gathered under
// the label or lead-in that owns them, and the unnumbered text of an article split into paragraphs.
import { hasSdHeadings } from "./sd-heading";
import type { Article, Paragraph, TokenKind } from "./outline-types";
import { isHeadingText } from "./heading-text";
import { splitUnnumbered } from "./unnumbered-paragraphs";
import { isLabelled } from "./paragraph-label";
import { namesDocument } from "../vocabulary/type-from-name";
import { CITES_SECTION } from "./article-headings";
import { markdownItems } from "./place-token";

/**
 * Lists whose levels were lost put a parent's details beside it. A markdown export numbers every item "1." and often
 * loses a level: "Shop Drawings:" stands alone and its details follow at its own indent; in such a list the items
 * after a label that stands alone are that label's details, up to the next label. In any list of numbered items, a
 * lead-in that ends in a colon and shows no sub-items of its own ("Shop drawings shall include:") owns the items
 * after it, up to the next labelled item ("Certifications:", "Test Reports: …").
 */
export function gatherUnderLabels(paragraphs: Paragraph[]): Paragraph[] {
  const markdown = paragraphs.some((p) => markdownItems.has(p));
  const out: Paragraph[] = [];
  let owner: { p: Paragraph; by: "label" | "lead-in" } | null = null;
  for (const p of paragraphs) {
    if (markdown && isLoneLabel(p)) {
      owner = { p: { ...p, children: [] }, by: "label" };
      out.push(owner.p);
    } else if (owner?.by === "label") owner.p.children.push(withGatheredChildren(p));
    else if (isListLeadIn(p)) {
      owner = { p: { ...p, children: [] }, by: "lead-in" };
      out.push(owner.p);
    } else if (owner && !isLoneLabel(p) && !isLabelled(p.text)) owner.p.children.push(withGatheredChildren(p));
    else {
      owner = null;
      out.push(withGatheredChildren(p));
    }
  }
  return out;
}

function withGatheredChildren(p: Paragraph): Paragraph {
  return p.children.length === 0 ? p : { ...p, children: gatherUnderLabels(p.children) };
}

/** Kinds that number the items of a list; letters and decimals number paragraphs, each a requirement of its own. */
const LIST_ITEM_KINDS: ReadonlySet<TokenKind> = new Set(["number", "lower", "paren-number", "paren-lower"]);

/**
 * "Shop drawings shall include:" names the deliverable its items describe; "Submit the following:" or "The following
 * submittals are required:" names none, so the items after it are deliverables of their own.
 */
function isListLeadIn(p: Paragraph): boolean {
  const text = p.text.trim();
  const leadIn = p.children.length === 0 && LIST_ITEM_KINDS.has(p.kind) && /:$/.test(text);
  return leadIn && namesDocument(text) && !/\bsubmittals?\b/i.test(text);
}

/** A heading without a number over its paragraphs ("Submittal Schedule" / "Prepare and submit …"). */
export function isUnnumberedHeading(p: Paragraph): boolean {
  return p.kind === "unnumbered" && isLoneLabel({ ...p, children: [] });
}

function isLoneLabel(p: Paragraph): boolean {
  const t = p.text.trim();
  return p.children.length === 0 && t.split(/\s+/).length <= 6 && isHeadingText(t) && !CITES_SECTION.test(t);
}

/**
 * Articles without numbered paragraphs (some engineers' styles, lost list letters) are split from the page. So is the
 * unnumbered text an article opens with before its numbered sub-articles ("1.5. SUBMITTALS" / "Schedules: …" /
 * "1.5.1. Review Action"): its paragraphs come first ("1.5[1]", "1.5[2]"). UFGS lists keep their lines to themselves.
 */
export function withUnnumberedParagraphs(article: Article, right: number | null): Article {
  if (article.introLines.length === 0) return article;
  if (article.paragraphs.length === 0)
    return { ...article, paragraphs: splitUnnumbered(article.introLines, article.number, right) };
  if (!article.paragraphs.every((p) => p.kind === "decimal" || p.kind === "sub-decimal")) return article;
  if (hasSdHeadings(article.introLines)) return article;
  const intro = gatherUnderHeadings(splitUnnumbered(article.introLines, article.number, right));
  return { ...article, paragraphs: [...intro, ...article.paragraphs] };
}

/**
 * The opening text of an article with numbered sub-articles is sub-articles without numbers: a heading that stands
 * alone ("Submittal Procedures", "Submittal Schedule") owns the paragraphs after it, up to the next such heading.
 */
function gatherUnderHeadings(paragraphs: Paragraph[]): Paragraph[] {
  const out: Paragraph[] = [];
  let owner: Paragraph | null = null;
  for (const [index, p] of paragraphs.entries()) {
    const next = paragraphs[index + 1];
    if (isLoneLabel(p) && next !== undefined && !isLoneLabel(next)) {
      owner = { ...p, children: [] };
      out.push(owner);
    } else if (owner) owner.children.push(p);
    else out.push(p);
  }
  return out;
}

/**
 * The paragraphs that each state one requirement: a decimal heading ("3.1.8." / "Connections and Joints") stands for
 * its unnumbered paragraphs ("3.1.8[1]", "3.1.8[2]"); any other paragraph for itself.
 */
export function requirementParagraphs(paragraph: Paragraph): Paragraph[] {
  const headed =
    (paragraph.kind === "decimal" || paragraph.kind === "sub-decimal" || isUnnumberedHeading(paragraph)) &&
    paragraph.children.length > 0 &&
    paragraph.children.every((c) => c.kind === "unnumbered" || c.kind === "sub-decimal");
  return headed ? paragraph.children.flatMap(requirementParagraphs) : [paragraph];
}
