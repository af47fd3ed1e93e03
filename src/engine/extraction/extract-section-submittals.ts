// One section's submittal register: the items of its submittals articles, then "submit" requirements elsewhere.
import type { Submittal } from "../../contract/submittal";
import type { SpecSection } from "./sections/segment-sections";
import { parseOutline } from "./outline/parse-outline";
import { requirementParagraphs } from "./outline/gather-paragraphs";
import { sectionContext } from "./sections/section-context";
import { readAsProcedure, readSubmittalArticle } from "./deliverables/submittal-article";
import { EVIDENCE } from "./deliverables/item-evidence";
import { articleRoles } from "./deliverables/submittal-article-roles";
import { divisionCodeForSection } from "./sections/divisions";
import { hasUfgsList, readUfgsList } from "./deliverables/ufgs-submittals";
import { readSubmitParagraph } from "./deliverables/submit-sentences";
import { readSubmitList } from "./deliverables/submit-list";
import { suggestItems } from "./suggestions/suggest-items";
import { findTickTables } from "./tables/tick-table";
import { tickTableItems } from "./tables/tick-table-items";
import type { Article } from "./outline/outline-types";
import type { Candidate, CandidateSource } from "./decision/candidate";
import { decideInclusion } from "./decision/decide-inclusion";

/** The section's register: its candidates, each switched on or offered as a suggestion by the include decision. */
export function extractSectionSubmittals(section: SpecSection): Submittal[] {
  return extractSectionCandidates(section).flatMap((candidate) => decideInclusion(candidate) ?? []);
}

/** Every item the structure rules read in the section, with where each was found, before the include decision. */
export function extractSectionCandidates(section: SpecSection): Candidate[] {
  // Submittal tables are read row by row; their lines (marks, column headings) never reach the paragraph rules.
  const tables = findTickTables(section.lines);
  const tableLines = new Set(tables.flatMap((t) => [...t.lines]));
  const lines = tableLines.size > 0 ? section.lines.filter((l) => !tableLines.has(l)) : section.lines;
  const outline = parseOutline(lines);
  const context = sectionContext(section);
  const tabled = tickTableItems(tables, outline, section.lines, context);
  const divisionCode = divisionCodeForSection(section.number?.digits ?? "");
  const roles = articleRoles(outline.articles, divisionCode);
  const candidate = (source: CandidateSource, article?: Article) => (item: Submittal) =>
    ({ item, source, articleTitle: article?.title ?? "", divisionCode }) satisfies Candidate;
  const listed: Candidate[] = [];
  // UFGS lists every submittal under its SD headings; text elsewhere only elaborates on them, also under a title that
  // reads like a list's ("SUBMITTAL SCHEDULING" over the dates of the SD list's workbook submittals).
  const ufgs = outline.articles.some((article, index) => roles[index] === "list" && hasUfgsList(article));
  for (const [index, article] of outline.articles.entries()) {
    // A Division 01 article on how to submit ("SUBMITTAL ADMINISTRATIVE REQUIREMENTS") reads like a list; its
    // paragraphs are candidates the rules read as procedure, so the include decision learns from them too.
    if (roles[index] === "procedure" || roles[index] === "bid") {
      const reason = roles[index] === "bid" ? EVIDENCE.bidArticle : EVIDENCE.procedureArticle;
      listed.push(
        ...readSubmittalArticle(article, context)
          .map((item) => asProcedure(item, reason))
          .map(candidate("list", article)),
      );
      continue;
    }
    if (roles[index] !== "list") continue;
    if (hasUfgsList(article)) {
      listed.push(...readUfgsList(article, context).map(candidate("ufgs", article)));
    } else if (ufgs) {
      listed.push(
        ...readSubmittalArticle(article, context)
          .map((item) => asProcedure(item))
          .map(candidate("list", article)),
      );
    } else {
      listed.push(...readSubmittalArticle(article, context).map(candidate("list", article)));
    }
  }
  // A table's rows are requests wherever the table sits: its headings said it lists submittals.
  for (const [, items] of [...tabled].sort(([a], [b]) => a - b)) listed.push(...items.map(candidate("table")));
  const suggestions = (requested: Candidate[]) =>
    suggestItems(
      outline.articles,
      roles,
      context,
      requested.map((c) => c.item).filter((item) => !readAsProcedure(item)),
    ).map((item) => candidate("suggestion", articleOf(item, outline.articles))(item));
  if (ufgs) return [...listed, ...suggestions(listed)];
  const others: Candidate[] = [];
  const listedItems = listed.map((c) => c.item).filter((item) => !readAsProcedure(item));
  const otherItems: Submittal[] = [];
  for (const [index, article] of outline.articles.entries()) {
    if (roles[index] !== "text") continue;
    for (const paragraph of article.paragraphs.flatMap(requirementParagraphs)) {
      // A lead-in over requests is the list they make up, not its first request.
      const item =
        readSubmitList(paragraph, context, article.title) ??
        readSubmitParagraph(paragraph, context, listedItems, otherItems, article.title);
      if (!item) continue;
      otherItems.push(item);
      others.push(candidate("request", article)(item));
    }
  }
  const requested = [...listed, ...others];
  return [...requested, ...suggestions(requested)];
}

function asProcedure(item: Submittal, reason: string = EVIDENCE.procedureArticle): Submittal {
  const evidence = [EVIDENCE.inList, EVIDENCE.readAsProcedure, reason];
  return { ...item, confidence: "low", evidence, excluded: true, suggested: true };
}

/** The article a paragraph reference ("1.6.B", "1.06[2]") belongs to. */
function articleOf(item: Submittal, articles: Article[]): Article | undefined {
  const ref = item.ref ?? "";
  return articles.find((a) => ref === a.number || ref.startsWith(`${a.number}.`) || ref.startsWith(`${a.number}[`));
}
