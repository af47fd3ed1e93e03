// End to end through the PDF layer: a generated drawing sheet with schedules, read by extractPages.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeScheduleSheets } from "../../../tests/fixtures/schedules/write-schedule-sheet";
import { extractPages } from "../pdf/reading/extract-pages";
import type { PageText } from "../types";
import { findScheduleItems } from "./find-schedule-items";

const dir = mkdtempSync(join(tmpdir(), "schedule-sheet-"));
const pdf = join(dir, "schedules.pdf");
const pages: PageText[] = [];

beforeAll(async () => {
  await writeScheduleSheets(pdf, [
    [
      {
        title: "DOOR SCHEDULE",
        columns: ["MARK", "WIDTH", "HEIGHT", "DOOR MATL", "FRAME MATL", "HDW SET", "REMARKS"],
        rows: [
          ["101", "3'-0\"", "7'-0\"", "WD", "HM", "1", ""],
          ["102", "3'-0\"", "7'-0\"", "WD", "HM", "2", "90 MIN"],
          ["103", "6'-0\"", "7'-0\"", "HM", "HM", "3", "PAIR"],
        ],
      },
      {
        title: "ROOM FINISH SCHEDULE",
        columns: ["ROOM NO.", "ROOM NAME", "FLOOR", "BASE", "WALLS", "CEILING"],
        rows: [
          ["101", "OFFICE", "CPT-1", "RB-1", "PT-1", "ACT-1"],
          ["102", "STORAGE", "VCT-1", "RB-1", "PT-1", "ACT-1"],
        ],
      },
    ],
    [
      {
        title: "MECHANICAL EQUIPMENT SCHEDULE",
        columns: ["TAG", "DESCRIPTION", "MANUFACTURER", "MODEL", "CFM", "ELECTRICAL"],
        rows: [
          ["AHU-1", "AIR HANDLER", "TRANE", "M-SERIES", "8000", "460/3/60"],
          ["EF-1", "EXHAUST FAN", "GREENHECK", "SQ-120", "1200", "120/1/60"],
        ],
      },
    ],
  ]);
  for await (const page of extractPages(pdf, { ocr: false, threads: 0 })) pages.push(page);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("schedules on a generated drawing sheet", () => {
  it("finds door, finish and equipment items on the right pages", () => {
    const items = findScheduleItems(pages);
    const byPage = (page: number) =>
      items
        .filter((item) => item.page === page)
        .map((item) => `${item.section} ${item.submittalType}: ${item.description}`);
    expect(byPage(1)).toEqual([
      "08 11 13 Product Data: Hollow metal doors and frames (door schedule: 101, 102, 103)",
      "08 11 13 Shop Drawings: Hollow metal doors and frames (door schedule: 101, 102, 103)",
      "08 14 16 Product Data: Flush wood doors (door schedule: 101, 102)",
      "08 14 16 Shop Drawings: Flush wood doors (door schedule: 101, 102)",
      "08 14 16 Samples: Flush wood doors (door schedule: 101, 102)",
      "08 71 00 Product Data: Door hardware (door schedule: 101, 102, 103)",
      "08 71 00 Shop Drawings: Door hardware (door schedule: 101, 102, 103)",
      "09 68 13 Product Data: Carpet CPT-1",
      "09 68 13 Samples: Carpet CPT-1",
      "09 65 13 Product Data: Resilient base RB-1",
      "09 65 13 Samples: Resilient base RB-1",
      "09 91 23 Product Data: Paint PT-1",
      "09 91 23 Samples: Paint PT-1",
      "09 51 13 Product Data: Acoustical ceiling tile ACT-1",
      "09 51 13 Samples: Acoustical ceiling tile ACT-1",
      "09 65 19 Product Data: Vinyl composition tile VCT-1",
      "09 65 19 Samples: Vinyl composition tile VCT-1",
    ]);
    expect(byPage(2)).toEqual([
      "23 73 13 Product Data: Equipment AHU-1 - AIR HANDLER TRANE M-SERIES 8000 460/3/60",
      "23 34 23 Product Data: Equipment EF-1 - EXHAUST FAN GREENHECK SQ-120 1200 120/1/60",
    ]);
  });

  it("gives each item the region of its rows on the sheet, covering the rows' own text boxes", () => {
    const items = findScheduleItems(pages);
    const fan = items.find((item) => item.description.includes("EF-1"))!;
    const fanRow = pages[1]!.lines.find((line) => line.text.startsWith("EF-1"))!;
    expect(fan.bbox).toEqual({
      page: 2,
      x0: expect.closeTo(fanRow.x, 1),
      y0: expect.closeTo(fanRow.y, 1),
      x1: expect.closeTo(fanRow.x + fanRow.width, 1),
      y1: expect.closeTo(fanRow.y + fanRow.height, 1),
    });
    const doors = items.find((item) => item.description.startsWith("Hollow metal doors"))!;
    const doorRows = pages[0]!.lines.filter((line) => /^10[123] /.test(line.text) && /HM/.test(line.text));
    expect(doors.bbox?.page).toBe(1);
    for (const row of doorRows) {
      expect(doors.bbox!.x0).toBeLessThanOrEqual(row.x + 0.01);
      expect(doors.bbox!.y0).toBeLessThanOrEqual(row.y + 0.01);
      expect(doors.bbox!.x1).toBeGreaterThanOrEqual(row.x + row.width - 0.01);
      expect(doors.bbox!.y1).toBeGreaterThanOrEqual(row.y + row.height - 0.01);
    }
    // The finish schedule below the door schedule is not part of the doors' region.
    const office = pages[0]!.lines.find((line) => line.text.startsWith("101 OFFICE"))!;
    expect(doors.bbox!.y1).toBeLessThan(office.y);
  });
});
