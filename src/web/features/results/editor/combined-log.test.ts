import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import { selectExportedSubmittals } from "../../../../export/select-exported-submittals";
import { combineLog, orderLogEntries, touchesDivision, type LogDocument } from "./combined-log";

const item = (division: string, section: string, description: string, extra: Partial<Submittal> = {}): Submittal => ({
  division,
  section,
  description,
  submittalType: "Product Data",
  specifications: "",
  ...extra,
});

const volume1: ExtractedData = {
  projectName: "Riverside Clinic",
  submittals: [item("09 - Finishes", "09 91 23", "Paint"), item("05 - Metals", "05 51 33", "Ladders")],
};
const volume2: ExtractedData = {
  submittals: [item("05 - Metals", "05 12 00", "Steel"), item("03 - Concrete", "03 30 00", "Mixes")],
  excludedDivisions: ["05 - Metals"],
  warnings: ["Page 4 could not be read."],
};
const docs: LogDocument[] = [
  { scanId: "a", fileName: "Vol 1.pdf", data: volume1 },
  { scanId: "b", fileName: "Vol 2.pdf", data: volume2 },
];

describe("combined log", () => {
  it("orders several files by division, then section, and knows where each row came from", () => {
    const entries = orderLogEntries(docs);
    expect(entries).toEqual([
      { scanId: "b", local: 1, fileName: "Vol 2.pdf" },
      { scanId: "b", local: 0, fileName: "Vol 2.pdf" },
      { scanId: "a", local: 1, fileName: "Vol 1.pdf" },
      { scanId: "a", local: 0, fileName: "Vol 1.pdf" },
    ]);
    const log = combineLog(docs, entries);
    expect(log.submittals.map((s) => s.description)).toEqual(["Mixes", "Steel", "Ladders", "Paint"]);
    expect(log.projectName).toBe("Riverside Clinic");
    expect(log.warnings).toEqual(["Vol 2.pdf: Page 4 could not be read."]);
  });

  it("keeps a file's excluded division to that file's items", () => {
    const log = combineLog(docs, orderLogEntries(docs));
    expect(log.excludedDivisions).toBeUndefined();
    expect(selectExportedSubmittals(log).map((s) => s.description)).toEqual(["Mixes", "Ladders", "Paint"]);
    // The same view object on every rebuild, so memoized rows stay put.
    expect(combineLog(docs, orderLogEntries(docs)).submittals[1]).toBe(log.submittals[1]);
  });

  it("is the file's own result, in document order, when there is one file", () => {
    const one = [docs[0]!];
    const entries = orderLogEntries(one);
    expect(entries.map((e) => e.local)).toEqual([0, 1]);
    expect(combineLog(one, entries)).toBe(volume1);
  });

  it("tells which files a division toggle concerns", () => {
    expect(touchesDivision(volume1, "03 - Concrete")).toBe(false);
    expect(touchesDivision(volume2, "03 - Concrete")).toBe(true);
    expect(touchesDivision({ submittals: [], excludedDivisions: ["03 - Concrete"] }, "03 - Concrete")).toBe(true);
  });
});
