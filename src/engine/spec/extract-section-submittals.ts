// One section's submittal register: the items of its submittals articles, then "submit" requirements elsewhere.
import type { Submittal } from "../../contract/submittal";
import type { SpecSection } from "./segment-sections";
import { parseOutline } from "./parse-outline";
import { sectionContext } from "./section-context";
import { isSubmittalsArticle, readSubmittalArticle } from "./submittal-article";
import { hasUfgsList, readUfgsList } from "./ufgs-submittals";
import { readSubmitParagraph } from "./submit-sentences";

export function extractSectionSubmittals(section: SpecSection): Submittal[] {
  const outline = parseOutline(section.lines);
  const context = sectionContext(section);
  const listed: Submittal[] = [];
  let ufgs = false;
  for (const article of outline.articles) {
    if (!isSubmittalsArticle(article)) continue;
    if (hasUfgsList(article)) {
      ufgs = true;
      listed.push(...readUfgsList(article, context));
    } else {
      listed.push(...readSubmittalArticle(article, context));
    }
  }
  // UFGS lists every submittal under its SD headings; text elsewhere only elaborates on them.
  if (ufgs) return listed;
  const others: Submittal[] = [];
  for (const article of outline.articles) {
    if (isSubmittalsArticle(article)) continue;
    for (const paragraph of article.paragraphs) {
      const item = readSubmitParagraph(paragraph, context, listed, others);
      if (item) others.push(item);
    }
  }
  return [...listed, ...others];
}
