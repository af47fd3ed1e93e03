// The unit the specification parsers work on: one cleaned text line and where it sits in the PDF.

export type SpecLine = {
  text: string;
  /** 1-based PDF page. */
  page: number;
  x: number;
  y: number;
  /** Line height in points (0 when unknown). */
  height: number;
  /** True when a clear vertical gap separates this line from the previous one on the page (a paragraph break). */
  gapBefore: boolean;
};
