// The unit the specification parsers work on: one cleaned text line and where it sits in the PDF.

export type SpecLine = {
  text: string;
  /** 1-based PDF page. */
  page: number;
  x: number;
  y: number;
  /** Line height in points (0 when unknown). */
  height: number;
  /** Width of the line's text in points, from `x` to its last run's right edge (absent when unknown). */
  width?: number;
  /** True when a clear vertical gap separates this line from the previous one on the page (a paragraph break). */
  gapBefore: boolean;
};
