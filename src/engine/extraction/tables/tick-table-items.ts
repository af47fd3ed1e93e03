// Register items from submittal tables (tick-table.ts): one per marked row, titled by the row, filed under the
// article the table is printed in.
import type { Submittal } from "../../../contract/submittal";
import type { Article, Paragraph, SectionOutline } from "../outline/outline-types";
import type { SectionContext } from "../sections/section-context";
import type { SpecLine } from "../lines/spec-line";
import type { TickTable } from "./tick-table";
import { buildSubmittal } from "../deliverables/build-submittal";
import { categoryFromHeading, categoryFromType } from "../vocabulary/submittal-category";
import { typeForName } from "../vocabulary/type-from-name";

/** The items of each table, by the index of the article (in `outline.articles`) each table sits in. */
export function tickTableItems(
  tables: TickTable[],
  outline: SectionOutline,
  lines: SpecLine[],
  context: SectionContext,
): Map<number, Submittal[]> {
  const byArticle = new Map<number, Submittal[]>();
  if (tables.length === 0) return byArticle;
  const starts = articleStarts(outline.articles, lines);
  for (const table of tables) {
    let index = -1;
    for (const [i, start] of starts.entries()) if (start >= 0 && start < table.start) index = i;
    const article = outline.articles[index];
    const items = table.rows.map((row) => rowItem(row.label, row.lines, article, context));
    byArticle.set(index, [...(byArticle.get(index) ?? []), ...items]);
  }
  return byArticle;
}

function rowItem(
  label: string,
  rowLines: SpecLine[],
  article: Article | undefined,
  context: SectionContext,
): Submittal {
  const first = rowLines[0]!;
  const paragraph: Paragraph = {
    ref: article?.number ?? "",
    token: "",
    kind: "unnumbered",
    page: first.page,
    text: label,
    children: [],
    lines: rowLines,
  };
  const reading = typeForName(label);
  const category = (article && categoryFromHeading(article.title)) ?? categoryFromType(reading.kind);
  return buildSubmittal(context, { paragraph, submittalType: reading.type, label: null, body: label, category });
}

/** Where each article begins among `lines`: its heading line ("1.4 SUBMITTALS", "1.4."), else its first line of text;
 * -1 when neither is found. */
function articleStarts(articles: Article[], lines: SpecLine[]): number[] {
  const position = new Map(lines.map((line, index) => [line, index]));
  let from = 0;
  return articles.map((article) => {
    const number = article.number.replace(/\.$/, "");
    const heading = new RegExp(`^${number.replace(/\./g, "\\.")}\\.?(?:\\s|$)`);
    let found = -1;
    for (let i = from; i < lines.length; i++) {
      if (number !== "" && heading.test(lines[i]!.text.trim())) {
        found = i;
        break;
      }
    }
    if (found < 0) found = Math.min(...articleLines(article).map((l) => position.get(l) ?? Infinity));
    if (!Number.isFinite(found)) return -1;
    from = found + 1;
    return found;
  });
}

function articleLines(article: Article): SpecLine[] {
  const own = (p: Paragraph): SpecLine[] => [...(p.lines ?? []), ...p.children.flatMap(own)];
  return [...article.introLines, ...article.paragraphs.flatMap(own)];
}
