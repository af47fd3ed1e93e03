// The Procore submittal import layout (product §3 "Export workbook"): 22 columns in this exact order, each with a fixed width.

export type SubmittalColumn = {
  header: string;
  /** Width in characters, fixed so every export opens with the same layout. */
  width: number;
};

export const SUBMITTAL_COLUMNS = [
  { header: "Package Title", width: 20 },
  { header: "Package Spec Section Number", width: 18 },
  { header: "Package Spec Section Description", width: 28 },
  { header: "Package Number", width: 14 },
  { header: "Submittal Title", width: 45 },
  { header: "Submittal Spec Section Number", width: 18 },
  { header: "Submittal Spec Section Description", width: 32 },
  { header: "Submittal Number", width: 12 },
  { header: "Description", width: 60 },
  { header: "Submittal Manager", width: 18 },
  { header: "Submittal Status", width: 14 },
  { header: "Submittal Type", width: 22 },
  { header: "Location", width: 16 },
  { header: "Received Date", width: 14 },
  { header: "Issue Date", width: 14 },
  { header: "Submit By Date", width: 14 },
  { header: "Responsible Contractor Name", width: 26 },
  { header: "Required On-Site Date", width: 16 },
  { header: "Lead Time", width: 12 },
  { header: "Design Team Review Time", width: 18 },
  { header: "Internal Review Time", width: 16 },
  { header: "Spec Section Area", width: 16 },
] as const satisfies readonly SubmittalColumn[];

export type SubmittalHeader = (typeof SUBMITTAL_COLUMNS)[number]["header"];
export const SUBMITTAL_HEADERS: readonly string[] = SUBMITTAL_COLUMNS.map((c) => c.header);

export const SUBMITTALS_SHEET_NAME = "Submittals";
export const PROJECT_INFO_SHEET_NAME = "Project Info";
