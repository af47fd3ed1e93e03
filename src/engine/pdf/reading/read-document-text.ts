// A document's text as one string, pages joined by a blank line and each page's lines by a newline: what an addendum's
// instructions are read from (compare/addendum-instructions.ts), kept as the rules read the pages (tapPageText) or
// joined from a book's stored page ranges.
import type { PageText } from "../../types";

/** One page's text: its lines joined by a newline. */
export function pageText(page: PageText): string {
  return page.lines.map((l) => l.text).join("\n");
}

/** Pages' texts as one document's text: joined by a blank line. */
export function joinTexts(texts: readonly string[]): string {
  return texts.join("\n\n");
}

/** The text of pages already read (a book's stored page ranges). */
export async function joinPageText(pages: AsyncIterable<PageText>): Promise<string> {
  const texts: string[] = [];
  for await (const page of pages) texts.push(pageText(page));
  return joinTexts(texts);
}

/** The same pages, each one's text handed to `onText` as it passes: a document's text kept while the rules read it. */
export async function* tapPageText(
  pages: AsyncIterable<PageText>,
  onText: (text: string) => void,
): AsyncGenerator<PageText> {
  for await (const page of pages) {
    onText(pageText(page));
    yield page;
  }
}
