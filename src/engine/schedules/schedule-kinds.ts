// The drawing schedules the scanner recognises, and how a schedule's title line is told apart from specification text.

export type ScheduleKind = "door" | "hardware" | "window" | "finish" | "equipment" | "lighting" | "plumbing";

// Title subjects, matched at the end of the words before "SCHEDULE"; the first match wins ("DOOR HARDWARE" is hardware).
const TITLE_SUBJECTS: readonly [RegExp, ScheduleKind][] = [
  [/\bDOOR HARDWARE$|\bHARDWARE$/, "hardware"],
  [/\bDOORS?(?: AND FRAMES?)?$|\bOPENINGS?$/, "door"],
  [/\bWINDOWS?$/, "window"],
  [/\bFINISH(?:ES)?$/, "finish"],
  [/\bLIGHTING FIXTURES?$|\bLIGHT FIXTURES?$|\bLUMINAIRES?$/, "lighting"],
  [/\bPLUMBING FIXTURES?$/, "plumbing"],
  [
    /\bEQUIPMENT$|\bEXHAUST FANS?$|\bFANS?$|\bPUMPS?$|\bAIR HANDLING UNITS?$|\bAIR HANDLERS?$|\bROOFTOP UNITS?$|\bFAN COIL UNITS?$|\bUNIT HEATERS?$|\bBOILERS?$|\bCHILLERS?$|\bWATER HEATERS?$/,
    "equipment",
  ],
];

/**
 * "DOOR SCHEDULE", "MECHANICAL EQUIPMENT SCHEDULE", "ROOM FINISH SCHEDULE (CONT.)" → their kind.
 * Drawing titles are short, upper-case and unnumbered; a specification article ("3.5 DOOR HARDWARE SCHEDULE",
 * "Door Hardware Schedule.") has a number, lower case or sentence punctuation, so it never matches.
 */
export function matchScheduleTitle(line: string): ScheduleKind | undefined {
  // Every line of every page is asked: most never say SCHEDULE, and need no regular expression.
  if (!line.includes("SCHEDULE")) return undefined;
  const text = line.trim().replace(/\s*\((?:CONT(?:INUED|'D|\.)?|[A-Z ]{1,20})\)$/, "");
  if (text.length > 60 || /[a-z]/.test(text)) return undefined;
  // At most six words before SCHEDULE ("INTERIOR ROOM FINISH SCHEDULE"); letters, "&", "/" and "-" only.
  const match = /^([A-Z][A-Z&/-]*(?: [A-Z][A-Z&/-]*){0,5}) SCHEDULES?$/.exec(text);
  if (!match?.[1]) return undefined;
  const subject = match[1];
  if (/\bPANEL/.test(subject)) return undefined; // panelboard schedules list circuits, not products
  // Two schedules side by side share baselines, so their titles, headers and rows arrive merged into one line
  // each; the cells cannot be told apart reliably, and guessing would file door rows as windows.
  if (/\bSCHEDULES?\b/.test(subject)) return undefined;
  return TITLE_SUBJECTS.find(([pattern]) => pattern.test(subject))?.[1];
}

/** The words of the title before its subject, e.g. "MECHANICAL" in "MECHANICAL EQUIPMENT SCHEDULE". */
export function titleQualifier(line: string): string {
  return line.trim().replace(/ SCHEDULES?.*$/, "");
}
