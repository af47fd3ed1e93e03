// Renders a paragraph and its sub-paragraphs back to text: verbatim for provenance, without the label for details.
import type { Paragraph } from "./outline-types";
import { joinAtSoftHyphen, SOFT_HYPHEN } from "../../pdf/layout/invisible-characters";

/** "A. Product Data: …\n  1. Include …" — the paragraph's own words with its sub-paragraphs. */
export function paragraphSourceText(p: Paragraph, depth = 0): string {
  const head = `${"  ".repeat(depth)}${p.token ? `${tokenLabel(p)} ` : ""}${p.text}`.trimEnd();
  return [head, ...p.children.map((c) => paragraphSourceText(c, depth + 1))].join("\n");
}

/** The sub-paragraphs only, one per line, numbered as printed. */
export function childrenText(p: Paragraph): string {
  return p.children.map((c) => paragraphSourceText(c, 0)).join("\n");
}

/** The paragraph's own text, then each sub-paragraph's, in reading order (sentences never run across them). */
export function paragraphTexts(p: Paragraph): string[] {
  return [p.text, ...p.children.flatMap(paragraphTexts)];
}

function tokenLabel(p: Paragraph): string {
  if (p.kind === "paren-number" || p.kind === "paren-lower" || p.kind === "paren-upper") return `(${p.token})`;
  if (p.kind === "decimal" || p.kind === "sub-decimal") return p.token;
  if (p.kind === "dot-number") return `.${p.token}`;
  return `${p.token}.`;
}

/** Joins a paragraph's next line to its text; a word broken at a hyphen ("manufac-" / "turer") closes up, and one
 * broken at a soft hyphen closes up without it ("manufacturer"). */
export function joinText(a: string, b: string): string {
  if (a === "") return b;
  if (a.endsWith(SOFT_HYPHEN)) return joinAtSoftHyphen(a, b);
  if (/[A-Za-z]-$/.test(a) && /^[a-z]/.test(b)) return `${a}${b}`;
  return `${a} ${b}`;
}
