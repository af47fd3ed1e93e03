// The variance report: the changes between two issues of a book (or a register and its addendum) as an Excel
// workbook a project engineer sends the team. One row per changed, added or removed requirement with its section,
// ref, change, old and new text and the reviewer's decision; a second sheet lists the sections. Each sheet is an Excel
// table named like its sheet (header filters, banded rows), as the submittal export's is. Plain rows, like the
// submittal workbook: write-workbook-node.ts writes them in Node, varianceWorkbookBlob in the browser.
import {
  comparedText,
  type ItemChange,
  type RegisterComparison,
  type SectionChange,
} from "../contract/register-comparison";
import type { ExtractedData, Submittal } from "../contract/submittal";
import type { SubmittalWorkbook, WorkbookSheet } from "./build-submittal-workbook";
import { exportFileName } from "./export-file-name";

/** The sheets' names, which are also their tables' names (letters only, so Excel takes them as they are). */
export const VARIANCE_SHEET_NAME = "Changes";
export const VARIANCE_SECTIONS_SHEET_NAME = "Sections";
export const VARIANCE_FILE_ENDING = "_Variance.xlsx";

export const VARIANCE_COLUMNS = [
  { header: "Section", width: 14 },
  { header: "Section Title", width: 28 },
  { header: "Ref", width: 14 },
  { header: "Change", width: 26 },
  { header: "Old Text", width: 60 },
  { header: "New Text", width: 60 },
  { header: "Reviewer's Decision", width: 22 },
] as const;

export const VARIANCE_SECTION_COLUMNS = [
  { header: "Section", width: 14 },
  { header: "Section Title", width: 32 },
  { header: "Change", width: 22 },
  { header: "Addendum Instruction", width: 60 },
  { header: "Unchanged", width: 11 },
  { header: "Changed", width: 11 },
  { header: "Added", width: 11 },
  { header: "Removed", width: 11 },
] as const;

export type VarianceWorkbookOptions = {
  oldRegister: ExtractedData;
  newRegister: ExtractedData;
  comparison: RegisterComparison;
  /** The reviewer's decision on a change ("Accepted", "Kept my edit"), by the change's index in comparison.items. */
  decisionOf?: (change: ItemChange, index: number) => string | undefined;
  /** The new document's file name, for the download's name ("Addendum 02_Variance.xlsx"). */
  documentFileName: string;
};

const SECTION_KIND_LABEL: Record<SectionChange["kind"], string> = {
  added: "Section added",
  removed: "Section removed",
  replaced: "Section replaced",
  "deleted-by-addendum": "Section deleted by addendum",
  unchanged: "Unchanged",
  changed: "Changed",
};

/** The change as the report words it; an item of a section added, removed, replaced or deleted as a whole says so. */
function changeLabel(change: ItemChange, section: SectionChange | undefined): string {
  const kind = { unchanged: "Unchanged", changed: "Changed", added: "Added", removed: "Removed" }[change.kind];
  const why =
    section && section.kind !== "changed" && section.kind !== "unchanged"
      ? ` (${SECTION_KIND_LABEL[section.kind].toLowerCase()})`
      : "";
  return `${kind}${why}`;
}

function refLabel(change: ItemChange): string {
  const oldRef = change.old?.ref ?? "";
  const newRef = change.new?.ref ?? "";
  if (change.old && change.new && oldRef !== newRef) return `${oldRef} → ${newRef}`;
  return newRef || oldRef;
}

function text(item: Submittal | undefined): string | null {
  return item ? comparedText(item) : null;
}

const cell = (value: string | number | null | undefined) => (value === undefined || value === "" ? null : value);

export function buildVarianceWorkbook(options: VarianceWorkbookOptions): SubmittalWorkbook {
  const { comparison, oldRegister, newRegister } = options;
  const sections = new Map(comparison.sections.map((s) => [s.section, s]));
  const header = (columns: readonly { header: string }[]) =>
    columns.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const rows = comparison.items.flatMap((change, index) => {
    if (change.kind === "unchanged") return [];
    const oldItem = change.old && oldRegister.submittals[change.old.index];
    const newItem = change.new && newRegister.submittals[change.new.index];
    const section = sections.get(change.section);
    return [
      [
        cell(change.section),
        cell(section?.sectionTitle ?? newItem?.sectionTitle ?? oldItem?.sectionTitle),
        cell(refLabel(change)),
        changeLabel(change, section),
        cell(text(oldItem)),
        cell(text(newItem)),
        cell(options.decisionOf?.(change, index)),
      ],
    ];
  });
  const sectionRows = comparison.sections.map((s) => [
    cell(s.section),
    cell(s.sectionTitle),
    SECTION_KIND_LABEL[s.kind],
    cell(s.instruction),
    s.counts.unchanged,
    s.counts.changed,
    s.counts.added,
    s.counts.removed,
  ]);
  const sheets: WorkbookSheet[] = [
    {
      sheet: VARIANCE_SHEET_NAME,
      data: [header(VARIANCE_COLUMNS), ...rows],
      columns: VARIANCE_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      table: { name: VARIANCE_SHEET_NAME, columns: VARIANCE_COLUMNS.map((c) => c.header), rows: rows.length },
    },
    {
      sheet: VARIANCE_SECTIONS_SHEET_NAME,
      data: [header(VARIANCE_SECTION_COLUMNS), ...sectionRows],
      columns: VARIANCE_SECTION_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      table: {
        name: VARIANCE_SECTIONS_SHEET_NAME,
        columns: VARIANCE_SECTION_COLUMNS.map((c) => c.header),
        rows: sectionRows.length,
      },
    },
  ];
  return {
    fileName: exportFileName(options.documentFileName, VARIANCE_FILE_ENDING),
    sheets,
    exportedCount: rows.length,
  };
}
