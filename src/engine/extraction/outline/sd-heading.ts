// A UFGS submittal-list heading, "SD-03 Product Data": the agency's numbered kind of submittal, over its items. The
// outline keeps an article's text that holds these for the UFGS list reader, which reads them whole.
import type { SpecLine } from "../lines/spec-line";

export const SD_HEADING = /^SD-(\d{2})\s+(.+?)\s*$/;

/** Whether any of the lines is an SD heading. */
export function hasSdHeadings(lines: readonly SpecLine[]): boolean {
  return lines.some((l) => SD_HEADING.test(l.text.trim()));
}
