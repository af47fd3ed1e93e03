// One section's submittal register: the items of its submittals articles, then "submit" requirements elsewhere.
import type { Submittal } from "../../../contract/submittal";
import type { SpecSection } from "../sections/segment-sections";
import { parseOutline, requirementParagraphs } from "../outline/parse-outline";
import { sectionContext } from "../sections/section-context";
import { readSubmittalArticle } from "./submittal-article";
import { articleRoles } from "./submittal-article-roles";
import { divisionCodeForSection } from "../sections/divisions";
import { hasUfgsList, readUfgsList } from "../tables/ufgs-submittals";
import { readSubmitParagraph } from "./submit-sentences";
import { suggestItems } from "../suggestions/suggest-items";
import { findTickTables } from "../tables/tick-table";
import { tickTableItems } from "../tables/tick-table-items";

export function extractSectionSubmittals(section: SpecSection): Submittal[] {
  // Submittal tables are read row by row; their lines (marks, column headings) never reach the paragraph rules.
  const tables = findTickTables(section.lines);
  const tableLines = new Set(tables.flatMap((t) => [...t.lines]));
  const lines = tableLines.size > 0 ? section.lines.filter((l) => !tableLines.has(l)) : section.lines;
  const outline = parseOutline(lines);
  const context = sectionContext(section);
  const tabled = tickTableItems(tables, outline, section.lines, context);
  const roles = articleRoles(outline.articles, divisionCodeForSection(section.number?.digits ?? ""));
  const listed: Submittal[] = [];
  let ufgs = false;
  for (const [index, article] of outline.articles.entries()) {
    if (roles[index] !== "list") continue;
    if (hasUfgsList(article)) {
      ufgs = true;
      listed.push(...readUfgsList(article, context));
    } else {
      listed.push(...readSubmittalArticle(article, context));
    }
  }
  // A table's rows are requests wherever the table sits: its headings said it lists submittals.
  for (const [, items] of [...tabled].sort(([a], [b]) => a - b)) listed.push(...items);
  // UFGS lists every submittal under its SD headings; text elsewhere only elaborates on them.
  if (ufgs) return [...listed, ...suggestItems(outline.articles, roles, context, listed)];
  const others: Submittal[] = [];
  for (const [index, article] of outline.articles.entries()) {
    if (roles[index] !== "text") continue;
    for (const paragraph of article.paragraphs.flatMap(requirementParagraphs)) {
      const item = readSubmitParagraph(paragraph, context, listed, others, article.title);
      if (item) others.push(item);
    }
  }
  const requested = [...listed, ...others];
  return [...requested, ...suggestItems(outline.articles, roles, context, requested)];
}
