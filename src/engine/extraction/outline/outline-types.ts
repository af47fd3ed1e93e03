// The outline of a specification section: parts, articles ("1.4 SUBMITTALS") and their numbered paragraphs.
import type { SpecLine } from "../lines/spec-line";

export type TokenKind =
  | "upper"
  | "number"
  | "lower"
  | "paren-number"
  | "paren-lower"
  | "decimal"
  /** "1.3.2.1": a sub-paragraph of a decimal paragraph. */
  | "sub-decimal"
  | "paren-upper"
  /** Canadian NMS ".1", ".2": every level uses the same token, told apart only by indentation. */
  | "dot-number"
  | "unnumbered";

export type Paragraph = {
  /** Reference as printed: "1.4.A", "1.04.B.2", "1.4.1", "1.4[2]". */
  ref: string;
  /** The numbering token without punctuation ("A", "2", "a"); empty for unnumbered paragraphs. */
  token: string;
  kind: TokenKind;
  page: number;
  /** The paragraph's own text (without its sub-paragraphs), lines joined with spaces. */
  text: string;
  children: Paragraph[];
  /** The lines the paragraph's own text was read from (not its sub-paragraphs'), for its region on the page. */
  lines?: SpecLine[];
};

export type Article = {
  /** As printed without a trailing dot: "1.4", "1.04". */
  number: string;
  title: string;
  /** Text that runs on after the title on the heading line ("1.03 SUBMITTALS: Refer to …"). */
  runIn: string;
  part: number;
  page: number;
  /** Lines before the first numbered paragraph (unnumbered text, UFGS lists). */
  introLines: SpecLine[];
  paragraphs: Paragraph[];
};

export type SectionOutline = { articles: Article[] };
