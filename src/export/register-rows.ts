// The plain "submittal register" layout project teams keep in Excel: every item of the log, with whether it is
// included in the export, and where it was found.
import type { ExtractedData, Submittal } from "../contract/submittal";
import { isSubmittalExported } from "./select-exported-submittals";

export const REGISTER_COLUMNS = [
  { header: "Section", width: 14 },
  { header: "Section Title", width: 32 },
  { header: "Ref", width: 10 },
  { header: "Page", width: 8 },
  { header: "Type", width: 22 },
  { header: "Category", width: 14 },
  { header: "Description", width: 50 },
  { header: "Specifications", width: 70 },
  { header: "Included", width: 10 },
] as const;
export const REGISTER_SHEET_NAME = "Submittal Register";
export const REGISTER_FILE_ENDING = "_Submittal_Register.xlsx";

const CATEGORY_LABELS: Record<NonNullable<Submittal["category"]>, string> = {
  action: "Action",
  informational: "Informational",
  closeout: "Closeout",
  other: "Other",
};

export type RegisterRow = (string | number | null)[];

function registerRow(submittal: Submittal, included: boolean): RegisterRow {
  const cells: (string | number | undefined)[] = [
    submittal.section,
    submittal.sectionTitle,
    submittal.ref,
    submittal.page,
    submittal.submittalType,
    submittal.category && CATEGORY_LABELS[submittal.category],
    submittal.description,
    submittal.specifications,
    included ? "Yes" : "No",
  ];
  return cells.map((cell) => (cell === undefined || cell === "" ? null : cell));
}

export function buildRegisterRows(data: ExtractedData): RegisterRow[] {
  const excludedDivisions = new Set(data.excludedDivisions ?? []);
  return data.submittals.map((s) => registerRow(s, isSubmittalExported(s, excludedDivisions)));
}
