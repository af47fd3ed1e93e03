// The unit the specification parsers work on: one cleaned text line and where it sits in the PDF.

export type SpecLine = {
  text: string;
  /** 1-based PDF page. */
  page: number;
  /**
   * Where the line starts, measured as if its column stood at the page's left column (so indentation compares across
   * columns); on the page it starts at x + (shift ?? 0).
   */
  x: number;
  /** Set on a line of a right-hand column: how far right of x it stands on the page. */
  shift?: number;
  y: number;
  /** From x to the right end of the line's last run, in points (absent when unknown: line-wrap rules then stay off). */
  width?: number;
  /** Line height in points (0 when unknown). */
  height: number;
  /** True when a clear vertical gap separates this line from the previous one on the page (a paragraph break). */
  gapBefore: boolean;
};
