// The planning columns of the Procore layout (issue 33): Submit By Date (P) and Required On-Site Date, Lead Time,
// Design Team Review Time, Internal Review Time (R–U), read back from the written workbook and CSV by column letter.
import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/fixtures/export/parse-csv";
import { exportSettingsSchema } from "../contract/export-settings";
import type { ExtractedData } from "../contract/submittal";
import { buildExportFile } from "./build-export-file";
import { SHOP_DRAWINGS_PLANNING as planning, steelItem } from "./steel-log.test-fixture";
import { exportFileBytes } from "./write-workbook-node";

const data: ExtractedData = {
  submittals: [
    steelItem({ requiredOnSiteDate: "2027-06-30" }),
    steelItem({
      description: "Anchor rods",
      submittalType: "Product Data",
      requiredOnSiteDate: "2027-06-30",
      leadTime: 5,
    }),
    // Not planned: written as it is, the spec's blank columns.
    steelItem({ description: "Mill certificates", submittalType: "Certificates" }),
  ],
};
/** Columns P and R–U: 0-based 15 and 17–20. */
const columns = (row: readonly unknown[]) => [row[15], row[17], row[18], row[19], row[20]];

describe("planning columns", () => {
  const options = { extractedData: data, documentFileName: "Steel.pdf", scanDate: null, planning };

  it("writes the dates as MM/DD/YYYY and a dated item's durations, defaults filled in, in the workbook", async () => {
    const file = buildExportFile({ ...options, settings: exportSettingsSchema.parse({}) });
    const [sheet] = await readExcelFile(new Uint8Array(await exportFileBytes(file)).buffer);
    const [header, ...rows] = sheet!.data;
    expect(columns(header!)).toEqual([
      "Submit By Date",
      "Required On-Site Date",
      "Lead Time",
      "Design Team Review Time",
      "Internal Review Time",
    ]);
    expect(rows.map(columns)).toEqual([
      ["04/28/2027", "06/30/2027", 42, 14, 7],
      ["06/12/2027", "06/30/2027", 5, 10, 3],
      [null, null, null, null, null],
    ]);
  });

  it("writes the same cells in the CSV", () => {
    const file = buildExportFile({ ...options, settings: exportSettingsSchema.parse({ format: "csv" }) });
    if (file.kind !== "csv") throw new Error("expected CSV");
    const [, ...rows] = parseCsv(file.text).rows;
    expect(rows.map(columns)).toEqual([
      ["04/28/2027", "06/30/2027", "42", "14", "7"],
      ["06/12/2027", "06/30/2027", "5", "10", "3"],
      ["", "", "", "", ""],
    ]);
  });

  it("leaves the durations as the items have them without planning defaults", () => {
    const file = buildExportFile({
      ...options,
      planning: undefined,
      settings: exportSettingsSchema.parse({ format: "csv" }),
    });
    if (file.kind !== "csv") throw new Error("expected CSV");
    const [, ...rows] = parseCsv(file.text).rows;
    expect(rows.map(columns)).toEqual([
      ["", "06/30/2027", "", "", ""],
      ["", "06/30/2027", "5", "", ""],
      ["", "", "", "", ""],
    ]);
  });
});
