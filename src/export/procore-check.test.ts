import { describe, expect, it } from "vitest";
import { exportSettingsSchema, PROCORE_DEFAULT_SUBMITTAL_TYPES } from "../contract/export-settings";
import { checkProcoreRows, isUsDate, PROCORE_OUTCOMES, typesToMap, unmappedTypes } from "./procore-check";
import { applyProcoreFixes, flattenLineBreaks, isFixable, shortenAtWordBoundary } from "./procore-fixes";
import type { ProcoreRow } from "./procore-rows";

const COMPANY_TYPES = ["Product Data", "Product Information", "Shop Drawing"];
const settings = exportSettingsSchema.parse({ submittalManager: "Dana Reyes", companySubmittalTypes: COMPANY_TYPES });
let titles = 0;
/** A row Procore accepts, each with a title of its own unless given one. */
const row = (fields: ProcoreRow): ProcoreRow => ({
  "Submittal Title": `Mix designs ${++titles}`,
  "Submittal Number": 1,
  "Submittal Manager": "Dana Reyes",
  "Submittal Type": "Product Data",
  ...fields,
});
const LONG_TITLE = `${"Shop drawings for structural steel connections ".repeat(6)}final`;

describe("checkProcoreRows", () => {
  it("finds nothing in rows Procore accepts", () => {
    expect(checkProcoreRows([row({}), row({ "Submittal Number": 2 })], settings)).toEqual([]);
  });

  it("flags a title over 255 characters, counting characters rather than UTF-16 units", () => {
    expect(LONG_TITLE.length).toBeGreaterThan(255);
    const atLimit = "é".repeat(255);
    const overLimit = "😀".repeat(200); // 200 characters, 400 UTF-16 units
    const problems = checkProcoreRows(
      [
        row({ "Submittal Title": LONG_TITLE }),
        row({ "Submittal Number": 2, "Submittal Title": atLimit }),
        row({ "Submittal Number": 3, "Submittal Title": overLimit }),
      ],
      settings,
    );
    expect(problems).toEqual([
      {
        kind: "too-long",
        row: 1,
        field: "Submittal Title",
        message: `Submittal Title has ${LONG_TITLE.length} characters (at most 255)`,
      },
    ]);
  });

  it("flags line breaks and control characters in a title, an empty required field and duplicate numbers", () => {
    const problems = checkProcoreRows(
      [
        row({ "Submittal Title": "Product Data:\nFor each type" }),
        row({ "Submittal Number": 2, "Submittal Title": "Tab\there" }),
        row({ "Submittal Number": 3, "Submittal Manager": "" }),
        row({ "Submittal Number": 2 }),
      ],
      settings,
    );
    expect(problems.map((p) => [p.kind, p.row, p.field])).toEqual([
      ["control-characters", 1, "Submittal Title"],
      ["control-characters", 2, "Submittal Title"],
      ["missing-required", 3, "Submittal Manager"],
      ["duplicate-number", 4, "Submittal Number"],
    ]);
  });

  it("flags a type outside the company's Submittal Types, mapped or not, and none when the list is empty", () => {
    const rows = [
      row({ "Submittal Type": "Product Information" }),
      row({ "Submittal Number": 2, "Submittal Type": "Samples" }),
      row({ "Submittal Number": 3, "Submittal Type": " shop drawing " }),
      row({ "Submittal Number": 4, "Submittal Type": "" }),
      row({ "Submittal Number": 5, "Submittal Type": "Samples" }),
    ];
    expect(checkProcoreRows(rows, settings).map((p) => [p.kind, p.row, p.message])).toEqual([
      ["unmapped-type", 2, `Type "Samples" is not in your company's Submittal Types`],
      ["unmapped-type", 5, `Type "Samples" is not in your company's Submittal Types`],
    ]);
    expect(unmappedTypes(rows, settings)).toEqual(["Samples"]);
    expect(checkProcoreRows(rows, { companySubmittalTypes: [] })).toEqual([]);
  });

  it("starts from Procore's default types, outside which most of the register's types fall", () => {
    const defaults = exportSettingsSchema.parse({});
    expect(defaults.companySubmittalTypes).toEqual([...PROCORE_DEFAULT_SUBMITTAL_TYPES]);
    const problems = checkProcoreRows(
      [row({ "Submittal Type": "Product Data" }), row({ "Submittal Number": 2, "Submittal Type": "Plans" })],
      defaults,
    );
    expect(problems.filter((p) => p.kind === "unmapped-type").map((p) => p.row)).toEqual([1]);
    expect(typesToMap(["Product Data", "Plans", "Shop Drawings", "Other"], defaults)).toEqual([
      "Product Data",
      "Shop Drawings",
    ]);
    expect(typesToMap(["Product Data"], { ...defaults, companySubmittalTypes: [] })).toEqual([]);
  });

  it("flags later rows with the same section, title and type as an earlier one", () => {
    const same = {
      "Submittal Spec Section Number": "03 30 00",
      "Submittal Title": "Cast-in-Place Concrete – Product Data",
    };
    const problems = checkProcoreRows(
      [
        row({ ...same }),
        row({ ...same, "Submittal Number": 2 }),
        row({ ...same, "Submittal Number": 3, "Submittal Type": "Shop Drawing" }),
        row({ ...same, "Submittal Number": 4, "Submittal Spec Section Number": "03 35 00" }),
        row({ ...same, "Submittal Number": 5, "Submittal Title": "cast-in-place  concrete – product data " }),
      ],
      settings,
    );
    expect(problems.map((p) => [p.kind, p.row, p.message])).toEqual([
      ["duplicate-row", 2, "Same section, title and type as row 1"],
      ["duplicate-row", 5, "Same section, title and type as row 1"],
    ]);
  });

  it("flags a date that is not MM/DD/YYYY in any of Procore's date columns", () => {
    const problems = checkProcoreRows(
      [
        row({ "Required On-Site Date": "03/09/2027" }),
        row({ "Submittal Number": 2, "Required On-Site Date": "2027-03-09" }),
        row({ "Submittal Number": 3, "Issue Date": "3/9/2027" }),
        row({ "Submittal Number": 4, "Submit By Date": "02/30/2027" }),
        row({ "Submittal Number": 5, "Received Date": "" }),
      ],
      settings,
    );
    expect(problems.map((p) => [p.kind, p.row, p.field])).toEqual([
      ["date-format", 2, "Required On-Site Date"],
      ["date-format", 3, "Issue Date"],
      ["date-format", 4, "Submit By Date"],
    ]);
    expect(problems[0]!.message).toBe(`Required On-Site Date "2027-03-09" is not MM/DD/YYYY`);
    expect(isUsDate("02/29/2028")).toBe(true);
    expect(isUsDate("02/29/2027")).toBe(false);
  });

  it("flags a blank Submittal Manager, and says what Procore does with each kind of row", () => {
    const problems = checkProcoreRows([row({ "Submittal Manager": "  " })], settings);
    expect(problems.map((p) => [p.kind, p.field])).toEqual([["missing-required", "Submittal Manager"]]);
    expect(PROCORE_OUTCOMES["missing-required"]).toBe("Procore refuses these rows");
    expect(PROCORE_OUTCOMES["unmapped-type"]).toBe("Procore refuses these rows");
    expect(PROCORE_OUTCOMES["date-format"]).toBe("Procore refuses these rows");
    expect(PROCORE_OUTCOMES["duplicate-row"]).toBe("Procore creates duplicate submittals");
  });
});

describe("the Procore fixes", () => {
  it("shortens at a word boundary and keeps the full title at the start of Description", () => {
    const [fixed] = applyProcoreFixes(
      [row({ "Submittal Title": LONG_TITLE, Description: "Show welds." })],
      ["too-long"],
      settings,
    );
    const title = String(fixed!["Submittal Title"]);
    expect([...title].length).toBeLessThanOrEqual(255);
    expect(title).toBe(`${LONG_TITLE.slice(0, 252)}…`); // the last space that fits is at 252
    expect(title.endsWith("drawings for…")).toBe(true);
    expect(fixed!.Description).toBe(`${LONG_TITLE}\n\nShow welds.`);
    expect(checkProcoreRows([fixed!], settings)).toEqual([]);
  });

  it("flattens line breaks before measuring, so a title the breaks made long is not cut", () => {
    const title = `Product Data:\r\n\r\n${"x".repeat(250)}`;
    const [fixed] = applyProcoreFixes(
      [row({ "Submittal Title": title })],
      ["control-characters", "too-long"],
      settings,
    );
    expect(fixed!["Submittal Title"]).toBe(`Product Data: ${"x".repeat(250)}`.slice(0, 255 - 1) + "…");
    expect(flattenLineBreaks("A\n\tB\u0007C  ")).toBe("A B C");
  });

  it("fills an empty manager from the settings, blanks unmapped types and renumbers duplicates", () => {
    const mapped = exportSettingsSchema.parse({
      submittalManager: "Dana Reyes",
      companySubmittalTypes: ["Product Information"],
    });
    const rows = [
      row({ "Submittal Number": "03 30 00-1", "Submittal Type": "Product Information" }),
      row({ "Submittal Number": "03 30 00-2", "Submittal Manager": "", "Submittal Type": "Samples" }),
      row({ "Submittal Number": "03 30 00-1", "Submittal Type": "Product Information" }),
      row({ "Submittal Number": 7, "Submittal Type": "Product Information" }),
      row({ "Submittal Number": 7, "Submittal Type": "Product Information" }),
    ];
    const fixed = applyProcoreFixes(rows, ["missing-required", "unmapped-type", "duplicate-number"], mapped);
    expect(fixed.map((r) => r["Submittal Number"])).toEqual(["03 30 00-1", "03 30 00-2", "03 30 00-3", 7, 8]);
    expect(fixed[1]!["Submittal Manager"]).toBe("Dana Reyes");
    expect(fixed[1]!["Submittal Type"]).toBe("");
    expect(checkProcoreRows(fixed, mapped)).toEqual([]);
    expect(rows[1]!["Submittal Manager"]).toBe(""); // the input is left unchanged
  });

  it("cannot fill a manager when the settings have none, and says so", () => {
    const noManager = exportSettingsSchema.parse({});
    const [problem] = checkProcoreRows([row({ "Submittal Manager": "" })], noManager);
    expect(isFixable(problem!, noManager)).toBe(false);
    expect(isFixable(problem!, settings)).toBe(true);
    expect(
      applyProcoreFixes([row({ "Submittal Manager": "" })], ["missing-required"], noManager)[0]!["Submittal Manager"],
    ).toBe("");
  });

  it("tells repeated titles apart and blanks dates Procore cannot read", () => {
    const same = { "Submittal Spec Section Number": "03 30 00", "Submittal Title": "Concrete – Product Data" };
    const rows = [
      row({ ...same }),
      row({ ...same, "Submittal Number": 2 }),
      row({ ...same, "Submittal Number": 3, "Submittal Title": "Concrete – Product Data (2)" }),
      row({ ...same, "Submittal Number": 4, "Required On-Site Date": "2027-03-09" }),
    ];
    const fixed = applyProcoreFixes(rows, ["duplicate-row", "date-format"], settings);
    expect(fixed.map((r) => r["Submittal Title"])).toEqual([
      "Concrete – Product Data",
      "Concrete – Product Data (3)",
      "Concrete – Product Data (2)",
      "Concrete – Product Data (4)",
    ]);
    expect(fixed[3]!["Required On-Site Date"]).toBe("");
    expect(checkProcoreRows(fixed, settings)).toEqual([]);
  });

  it("leaves a short text alone and cuts a word-less one hard", () => {
    expect(shortenAtWordBoundary("short", 255)).toBe("short");
    expect(shortenAtWordBoundary("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
