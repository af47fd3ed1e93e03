// Viewpoint Team's submittal import: one sheet with the columns its help centre lists ("Submittal Import Format":
// Number, Title, Description, IssueDueDate, SubmitterDueDate, ReviewerDueDate, ApproverDueDate, DueOnSiteDate,
// LeadDays, Notes), at most 1,000 items and under 50 KB per file.
import type { ExportSettings } from "../contract/export-settings";
import type { Submittal } from "../contract/submittal";
import { submittalTitle, usDateText } from "./procore-rows";
import { withSourceReference } from "./source-reference";
import { numberSubmittals } from "./submittal-numbering";

export const VIEWPOINT_COLUMNS = [
  { header: "Number", width: 14 },
  { header: "Title", width: 45 },
  { header: "Description", width: 60 },
  { header: "IssueDueDate", width: 14 },
  { header: "SubmitterDueDate", width: 16 },
  { header: "ReviewerDueDate", width: 16 },
  { header: "ApproverDueDate", width: 16 },
  { header: "DueOnSiteDate", width: 14 },
  { header: "LeadDays", width: 10 },
  { header: "Notes", width: 40 },
] as const;
export const VIEWPOINT_SHEET_NAME = "Submittals";
export const VIEWPOINT_FILE_ENDING = "_Viewpoint_Submittals.xlsx";
/** Viewpoint Team imports at most this many submittals from one file. */
export const VIEWPOINT_MAX_ITEMS = 1000;
/**
 * Viewpoint Team imports a file only when it is under 50 KB. Counted in thousands of bytes, the smaller reading, so
 * the warning comes early rather than late; about 500 real items already reach it, well before the item limit.
 */
export const VIEWPOINT_MAX_BYTES = 50_000;

/** Why Viewpoint Team would refuse a file of `count` items and `bytes` bytes: one sentence per limit exceeded. */
export function viewpointLimitWarnings(count: number, bytes: number): string[] {
  const warnings: string[] = [];
  if (count > VIEWPOINT_MAX_ITEMS) {
    warnings.push(
      `Viewpoint Team imports at most ${VIEWPOINT_MAX_ITEMS.toLocaleString("en-US")} submittals from one file; this file has ${count.toLocaleString("en-US")}.`,
    );
  }
  if (bytes >= VIEWPOINT_MAX_BYTES) {
    warnings.push(
      `Viewpoint Team imports files under 50 KB; this file is ${Math.ceil(bytes / 1000)} KB. Export fewer submittals at a time, for example one division.`,
    );
  }
  return warnings;
}

type Cell = string | number | null;

/** Viewpoint has no spec section or type column; both go to Notes so nothing is lost. */
function notes(submittal: Submittal): string {
  const parts = [
    submittal.section && `Section ${submittal.section}`,
    submittal.submittalType && `Type: ${submittal.submittalType}`,
  ];
  return parts.filter(Boolean).join("; ");
}

export function buildViewpointRows(submittals: readonly Submittal[], settings: ExportSettings): Cell[][] {
  const numbers = numberSubmittals(submittals, settings);
  return submittals.map((submittal, i) => {
    const description = settings.sourceReference
      ? withSourceReference(submittal.specifications, submittal)
      : submittal.specifications;
    const cells: (string | number | undefined)[] = [
      numbers[i],
      submittalTitle(submittal, settings.title),
      description,
      undefined,
      undefined,
      undefined,
      undefined,
      usDateText(submittal.requiredOnSiteDate),
      submittal.leadTime,
      notes(submittal),
    ];
    return cells.map((cell) => (cell === undefined || cell === "" ? null : cell));
  });
}
