// A PDF's text as one string, pages joined by a blank line and each page's lines by a newline: what an addendum's
// instructions are read from (compare/addendum-instructions.ts), the way the CLI's --compare --addendum reads them.
import type { ExtractPagesOptions } from "../types";
import { extractPages } from "./extract-pages";

export async function readDocumentText(path: string, options: ExtractPagesOptions = {}): Promise<string> {
  const pages: string[] = [];
  for await (const page of extractPages(path, options)) pages.push(page.lines.map((l) => l.text).join("\n"));
  return pages.join("\n\n");
}
