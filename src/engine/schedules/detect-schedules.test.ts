import { describe, expect, it } from "vitest";
import { detectSchedules } from "./detect-schedules";
import { matchScheduleTitle } from "./schedule-kinds";
import { DOOR_SCHEDULE, pageOfLines } from "../../../tests/fixtures/schedules/schedule-pages";

describe("matchScheduleTitle", () => {
  it("recognises drawing schedule titles", () => {
    expect(matchScheduleTitle("DOOR SCHEDULE")).toBe("door");
    expect(matchScheduleTitle(" DOOR HARDWARE SCHEDULE ")).toBe("hardware");
    expect(matchScheduleTitle("INTERIOR ROOM FINISH SCHEDULE (CONT.)")).toBe("finish");
    expect(matchScheduleTitle("EXHAUST FAN SCHEDULE")).toBe("equipment");
    expect(matchScheduleTitle("LIGHTING FIXTURE SCHEDULE")).toBe("lighting");
    expect(matchScheduleTitle("PLUMBING FIXTURE SCHEDULE")).toBe("plumbing");
    expect(matchScheduleTitle("WINDOW SCHEDULE")).toBe("window");
  });

  it("ignores specification articles and other schedules", () => {
    expect(matchScheduleTitle("3.5 DOOR HARDWARE SCHEDULE")).toBeUndefined();
    expect(matchScheduleTitle("Door Hardware Schedule.")).toBeUndefined();
    expect(matchScheduleTitle("JOINT-SEALANT SCHEDULE")).toBeUndefined();
    expect(matchScheduleTitle("PANELBOARD SCHEDULE")).toBeUndefined();
    expect(matchScheduleTitle("LIGHTING PANEL SCHEDULE")).toBeUndefined();
    // Side-by-side schedules merged into one line by the PDF layer: not guessed at.
    expect(matchScheduleTitle("DOOR SCHEDULE WINDOW SCHEDULE")).toBeUndefined();
    expect(
      matchScheduleTitle("SUBMIT THE DOOR SCHEDULE WITH THE SHOP DRAWINGS FOR REVIEW BY ARCHITECT SCHEDULE"),
    ).toBeUndefined();
  });
});

describe("detectSchedules", () => {
  it("reads the title, a two-line header and the tagged rows, stopping at the notes", () => {
    const [schedule, ...rest] = detectSchedules(pageOfLines(2, DOOR_SCHEDULE));
    expect(rest).toEqual([]);
    expect(schedule?.kind).toBe("door");
    expect(schedule?.header).toMatch(/^DOOR FRAME NO\. WIDTH/);
    expect(schedule?.rows.map((row) => row.tag)).toEqual(["101", "102", "103"]);
  });

  it("ends the table at an abbreviation legend and does not read it as rows", () => {
    const legend = ["HM HOLLOW METAL", "WD WOOD", "AL ALUMINUM", "EF EXHAUST FAN"];
    const [doors] = detectSchedules(pageOfLines(1, [...DOOR_SCHEDULE.slice(0, 6), ...legend]));
    expect(doors?.rows.map((row) => row.tag)).toEqual(["101", "102", "103"]);
    const equipment = [
      "EQUIPMENT SCHEDULE",
      "TAG DESCRIPTION MODEL",
      "EF-1 EXHAUST FAN SQ-120",
      "EF-2 EXHAUST FAN SQ-90",
      ...legend,
    ];
    expect(detectSchedules(pageOfLines(1, equipment))[0]?.rows.map((row) => row.tag)).toEqual(["EF-1", "EF-2"]);
    const mixed = [
      "EQUIPMENT SCHEDULE",
      "TAG DESCRIPTION MODEL",
      "EF-1 EXHAUST FAN SQ-120",
      "101 OFFICE",
      "102 OFFICE",
      "EF-2 FAN",
    ];
    expect(detectSchedules(pageOfLines(1, mixed))[0]?.rows.map((row) => row.tag)).toEqual(["EF-1", "EF-2"]);
  });

  it("does not fire on a specification article that names a schedule", () => {
    const spec = [
      "DOOR HARDWARE SCHEDULE",
      "A. Hardware Set 1: Each door to have the following:",
      "1. Hinges: 3 each.",
      "2. Lockset: 1 each.",
    ];
    expect(detectSchedules(pageOfLines(1, spec))).toEqual([]);
    const allCaps = [
      "DOOR HARDWARE SCHEDULE",
      "A. HARDWARE SET NO. 1: DOORS 101, 102",
      "3 EA HINGES 5BB1 4.5 X 4.5",
      "1 EA LOCKSET ND80PD",
    ];
    expect(detectSchedules(pageOfLines(1, allCaps))).toEqual([]);
  });

  it("needs a real column header and at least two rows", () => {
    expect(
      detectSchedules(pageOfLines(1, ["DOOR SCHEDULE", "SEE SHEET A-601", "101 3'-0\" HM", "102 3'-0\" HM"])),
    ).toEqual([]);
    expect(detectSchedules(pageOfLines(1, ["DOOR SCHEDULE", "MARK SIZE MATERIAL", "101 3'-0\" HM"]))).toEqual([]);
    expect(
      detectSchedules(
        pageOfLines(1, ["DOOR SCHEDULE", "MARK SIZE MATERIAL", "101 3'-0\" HM", "a", "b", "c", "102 HM"]),
      ),
    ).toEqual([]);
  });
});
