import { describe, expect, it } from "vitest";
import { submittalSchema } from "../../contract/submittal";
import { findScheduleItems } from "./find-schedule-items";
import {
  DOOR_SCHEDULE,
  EQUIPMENT_SCHEDULE,
  FINISH_SCHEDULE,
  LIGHTING_SCHEDULE,
  pageOfLines,
  PLUMBING_SCHEDULE,
  WINDOW_SCHEDULE,
} from "../../../tests/fixtures/schedules/schedule-pages";

const summary = (lines: readonly string[]) =>
  findScheduleItems([pageOfLines(3, lines)]).map((item) => [
    item.division,
    item.section,
    item.submittalType,
    item.description,
  ]);

describe("findScheduleItems", () => {
  it("turns a door schedule into doors and frames by material plus door hardware", () => {
    expect(summary(DOOR_SCHEDULE)).toEqual([
      ["08 - Openings", "08 11 13", "Product Data", "Hollow metal doors and frames (door schedule: 101, 102)"],
      ["08 - Openings", "08 11 13", "Shop Drawings", "Hollow metal doors and frames (door schedule: 101, 102)"],
      ["08 - Openings", "08 71 00", "Product Data", "Door hardware (door schedule: 101, 102, 103)"],
      ["08 - Openings", "08 71 00", "Shop Drawings", "Door hardware (door schedule: 101, 102, 103)"],
      ["08 - Openings", "08 14 16", "Product Data", "Flush wood doors (door schedule: 102)"],
      ["08 - Openings", "08 14 16", "Shop Drawings", "Flush wood doors (door schedule: 102)"],
      ["08 - Openings", "08 14 16", "Samples", "Flush wood doors (door schedule: 102)"],
      ["08 - Openings", "08 41 13", "Product Data", "Aluminum-framed entrance doors (door schedule: 103)"],
      ["08 - Openings", "08 41 13", "Shop Drawings", "Aluminum-framed entrance doors (door schedule: 103)"],
    ]);
  });

  it("fills provenance: schedule origin, action category, page and the rows as source text", () => {
    const [first] = findScheduleItems([pageOfLines(7, DOOR_SCHEDULE)]);
    expect(first).toMatchObject({ origin: "schedule", category: "action", page: 7 });
    expect(first?.sourceText).toBe(`101 3'-0" 7'-0" A HM F1 HM 1 90 MIN\n102 3'-0" 7'-0" B WD F1 HM 2`);
    expect(first?.specifications).toMatch(/^From the door schedule on page 7: 101 /);
  });

  it("gives each equipment tag a Product Data item placed by its prefix or the title", () => {
    expect(summary(EQUIPMENT_SCHEDULE)).toEqual([
      [
        "23 - Heating, Ventilating, and Air Conditioning (HVAC)",
        "23 73 13",
        "Product Data",
        "Equipment AHU-1 - AIR HANDLING UNIT Trane M-SERIES 8,000 460/3/60 ROOF",
      ],
      [
        "23 - Heating, Ventilating, and Air Conditioning (HVAC)",
        "23 34 23",
        "Product Data",
        "Equipment EF-1 - EXHAUST FAN Greenheck SQ-120 1,200 120/1/60",
      ],
      [
        "23 - Heating, Ventilating, and Air Conditioning (HVAC)",
        "",
        "Product Data",
        "Equipment XYZ-3 - HEAT TRACE PANEL Raychem C910 - 120/1/60",
      ],
    ]);
  });

  it("keeps kitchen equipment in division 11 even with mechanical-looking tags", () => {
    const lines = [
      "KITCHEN EQUIPMENT SCHEDULE",
      "ITEM DESCRIPTION MANUFACTURER MODEL ELECTRICAL",
      "P-1 PREP TABLE Eagle T3060 -",
      "CH-1 CHAR BROILER Vulcan VACB36 208/1",
    ];
    expect(summary(lines).map(([division, section]) => [division, section])).toEqual([
      ["11 - Equipment", "11 40 00"],
      ["11 - Equipment", "11 40 00"],
    ]);
  });

  it("lists each finish code of a room finish schedule once, with data and samples", () => {
    const items = summary(FINISH_SCHEDULE);
    expect(
      items
        .filter(([, , type]) => type === "Samples")
        .map(([division, section, , description]) => [division, section, description]),
    ).toEqual([
      ["09 - Finishes", "09 68 13", "Carpet CPT-1"],
      ["09 - Finishes", "09 65 13", "Resilient base RB-1"],
      ["09 - Finishes", "09 91 23", "Paint PT-1"],
      ["09 - Finishes", "09 51 13", "Acoustical ceiling tile ACT-1"],
      ["09 - Finishes", "09 65 19", "Vinyl composition tile VCT-1"],
      ["09 - Finishes", "09 91 23", "Paint PT-2"],
      ["09 - Finishes", "09 30 13", "Ceramic tile CT-1"],
      ["09 - Finishes", "09 30 13", "Ceramic tile CT-2"],
      ["09 - Finishes", "09 96 00", "Epoxy coating EPX-1"],
    ]);
    expect(items).toHaveLength(18);
  });

  it("reads lighting and plumbing fixture types and window marks", () => {
    expect(summary(LIGHTING_SCHEDULE).map(([division, section, type]) => [division, section, type])).toEqual([
      ["26 - Electrical", "26 51 00", "Product Data"],
      ["26 - Electrical", "26 51 00", "Product Data"],
      ["26 - Electrical", "26 56 00", "Product Data"],
    ]);
    expect(
      summary(PLUMBING_SCHEDULE).map(([, section, , description]) => [section, description?.split(" - ")[0]]),
    ).toEqual([
      ["22 42 00", "Plumbing fixture WC-1"],
      ["22 42 00", "Plumbing fixture L-1"],
      ["22 47 00", "Plumbing fixture EWC-1"],
    ]);
    expect(summary(WINDOW_SCHEDULE)).toEqual([
      ["08 - Openings", "08 51 13", "Product Data", "Aluminum windows (window schedule: W1, W2)"],
      ["08 - Openings", "08 51 13", "Shop Drawings", "Aluminum windows (window schedule: W1, W2)"],
    ]);
  });

  it("reads a separate hardware schedule by set, and windows and doors without a known material", () => {
    const hardware = [
      "DOOR HARDWARE SCHEDULE",
      "SET DESCRIPTION DOORS REMARKS",
      "SET 1 PASSAGE 101, 102",
      "SET 2 STOREROOM LOCK 103",
    ];
    expect(summary(hardware).map(([, section, type, description]) => [section, type, description])).toEqual([
      ["08 71 00", "Product Data", "Door hardware (door hardware schedule: SET 1, SET 2)"],
      ["08 71 00", "Shop Drawings", "Door hardware (door hardware schedule: SET 1, SET 2)"],
    ]);
    const windows = [
      "WINDOW SCHEDULE",
      "MARK SIZE MATERIAL",
      "W1 4x5 VINYL",
      "W2 4x5 WOOD",
      "W3 4x5 STL",
      "W4 4x5 SEE ELEV",
    ];
    expect(
      summary(windows)
        .filter(([, , type]) => type === "Product Data")
        .map(([, section, , description]) => [section, description]),
    ).toEqual([
      ["08 53 13", "Vinyl windows (window schedule: W1)"],
      ["08 52 00", "Wood windows (window schedule: W2)"],
      ["08 51 23", "Steel windows (window schedule: W3)"],
      ["", "Windows (window schedule: W4)"],
    ]);
    const doors = ["DOOR SCHEDULE", "MARK SIZE REMARKS", "1 3070 EXISTING", "2 3070 NEW"];
    expect(summary(doors).map(([, section, , description]) => `${section}|${description}`)).toEqual([
      "|Doors and frames (door schedule: 1, 2)",
      "|Doors and frames (door schedule: 1, 2)",
    ]);
  });

  it("places equipment by the title's discipline when the tag prefix is unknown", () => {
    const plumbing = [
      "PLUMBING EQUIPMENT SCHEDULE",
      "TAG DESCRIPTION MODEL",
      "XT-1 EXPANSION TANK Amtrol ST-12",
      "WH-1 WATER HEATER AO Smith",
    ];
    expect(summary(plumbing).map(([division, section]) => `${division?.slice(0, 2)} ${section}`)).toEqual([
      "22 ",
      "22 ",
    ]);
    const electrical = [
      "ELECTRICAL EQUIPMENT SCHEDULE",
      "TAG DESCRIPTION RATING",
      "ZZ-1 SURGE DEVICE 100KA",
      "GEN-1 GENERATOR 500KW",
    ];
    expect(summary(electrical).map(([division, section]) => `${division?.slice(0, 2)} ${section}`)).toEqual([
      "26 ",
      "26 26 32 13",
    ]);
    const lab = [
      "LABORATORY EQUIPMENT SCHEDULE",
      "TAG DESCRIPTION MODEL",
      "FH-1 FUME HOOD Labconco",
      "FH-2 FUME HOOD Labconco",
    ];
    expect(summary(lab).map(([division, section]) => `${division?.slice(0, 2)} ${section}`)).toEqual([
      "11 11 53 00",
      "11 11 53 00",
    ]);
  });

  it("reads several schedules on one sheet and produces valid submittals", () => {
    const items = findScheduleItems([
      pageOfLines(1, [...DOOR_SCHEDULE, ...WINDOW_SCHEDULE]),
      pageOfLines(2, EQUIPMENT_SCHEDULE),
    ]);
    expect(items).toHaveLength(14);
    for (const item of items) expect(submittalSchema.safeParse(item).success).toBe(true);
  });
});
