// A document's text as one string, pages joined by a blank line and each page's lines by a newline: what an addendum's
// instructions are read from (compare/addendum-instructions.ts), the way the CLI's --compare --addendum reads them.
import type { ExtractPagesOptions, PageText } from "../../types";
import { extractPages } from "./extract-pages";

/** The text of pages already read (a book's stored page ranges). */
export async function joinPageText(pages: AsyncIterable<PageText>): Promise<string> {
  const texts: string[] = [];
  for await (const page of pages) texts.push(page.lines.map((l) => l.text).join("\n"));
  return texts.join("\n\n");
}

/** The text of the PDF at `path`, read again. */
export function readDocumentText(path: string, options: ExtractPagesOptions = {}): Promise<string> {
  return joinPageText(extractPages(path, options));
}
