import { describe, expect, it } from "vitest";
import { parseScheduleDate, parseSchedulePaste, pastedDatesByItem, splitScheduleLine } from "./schedule-paste";
import type { Submittal } from "./submittal";

const item = (section: string, description: string): Submittal => ({
  division: "09 - Finishes",
  section,
  description,
  submittalType: "Product Data",
  specifications: "",
});
const register = [item("09 91 23", "Paint"), item("09 91 23", "Primer"), item("08 71 00", "Hardware")];
const numbers = new Map([
  ["1", 0],
  ["2", 1],
  ["3", 2],
]);

describe("schedule lines", () => {
  it("splits at commas and tabs and undoes quotes", () => {
    expect(splitScheduleLine("09 91 23,03/09/2027")).toEqual(["09 91 23", "03/09/2027"]);
    expect(splitScheduleLine("09 91 23\t2027-03-09\t\t")).toEqual(["09 91 23", "2027-03-09"]);
    expect(splitScheduleLine('"09 91 23, Painting", "03/09/2027"')).toEqual(["09 91 23, Painting", "03/09/2027"]);
  });

  it("reads US and ISO dates and refuses days that do not exist", () => {
    expect(parseScheduleDate("3/9/2027")).toBe("2027-03-09");
    expect(parseScheduleDate("2027-03-09")).toBe("2027-03-09");
    expect(parseScheduleDate("02/30/2027")).toBeNull();
    expect(parseScheduleDate("13/01/2027")).toBeNull();
    expect(parseScheduleDate("09.03.2027")).toBeNull();
  });
});

describe("parseSchedulePaste", () => {
  it("gives a section's date to each of its items and an item number's to that item", () => {
    const parsed = parseSchedulePaste("Section,Date\n099123,04/01/2027\n\n3,2027-05-15\n", register, numbers);
    expect(parsed.errors).toEqual([]);
    expect(parsed.dates).toEqual([
      { line: 2, key: "099123", matched: "section", date: "2027-04-01", indexes: [0, 1] },
      { line: 4, key: "3", matched: "item", date: "2027-05-15", indexes: [2] },
    ]);
  });

  it("reports each bad line with its number and why, and keeps the good ones", () => {
    const text = [
      "09 91 23,04/01/2027",
      "08 71 00",
      "08 71 00,31/12/2027",
      "07 92 00,04/01/2027",
      "09 91 23,05/01/2027",
      "2,06/01/2027,extra",
    ].join("\n");
    const parsed = parseSchedulePaste(text, register, numbers);
    expect(parsed.dates.map((d) => d.line)).toEqual([1]);
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Expected "section,date" or "item number,date"; found 1 value.' },
      { line: 3, message: '"31/12/2027" is not a date. Write it as MM/DD/YYYY or YYYY-MM-DD.' },
      { line: 4, message: '"07 92 00" is neither a spec section nor an item number of this log.' },
      { line: 5, message: '"09 91 23" is already given a date on line 1.' },
      { line: 6, message: 'Expected "section,date" or "item number,date"; found 3 values.' },
    ]);
  });

  it("lets an item's own line win over its section's in either order", () => {
    const parsed = parseSchedulePaste("2,2027-02-01\n09 91 23,2027-04-01", register, numbers);
    expect([...pastedDatesByItem(parsed)]).toEqual([
      [0, "2027-04-01"],
      [1, "2027-02-01"],
    ]);
  });

  it("does not take a header line for data, but a first line with a date is data", () => {
    expect(parseSchedulePaste("item number\tdate\n1\t2027-01-01", register, numbers).dates).toHaveLength(1);
    expect(parseSchedulePaste("1,2027-01-01", register, numbers).dates).toHaveLength(1);
  });
});
