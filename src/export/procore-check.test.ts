import { describe, expect, it } from "vitest";
import { exportSettingsSchema } from "../contract/export-settings";
import { checkProcoreRows, unmappedTypes } from "./procore-check";
import { applyProcoreFixes, flattenLineBreaks, isFixable, shortenAtWordBoundary } from "./procore-fixes";
import type { ProcoreRow } from "./procore-rows";

const settings = exportSettingsSchema.parse({ submittalManager: "Dana Reyes" });
const row = (fields: ProcoreRow): ProcoreRow => ({
  "Submittal Title": "Mix designs",
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

  it("reports types outside the mapping's targets only when a mapping is set", () => {
    const rows = [
      row({ "Submittal Type": "Product Information" }),
      row({ "Submittal Number": 2, "Submittal Type": "Samples" }),
    ];
    expect(checkProcoreRows(rows, settings)).toEqual([]);
    const mapped = exportSettingsSchema.parse({ typeMapping: [{ from: "Product Data", to: "Product Information" }] });
    expect(checkProcoreRows(rows, mapped).map((p) => [p.kind, p.row])).toEqual([["unmapped-type", 2]]);
    expect(unmappedTypes(rows, mapped)).toEqual(["Samples"]);
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
      typeMapping: [{ from: "Product Data", to: "Product Information" }],
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

  it("leaves a short text alone and cuts a word-less one hard", () => {
    expect(shortenAtWordBoundary("short", 255)).toBe("short");
    expect(shortenAtWordBoundary("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
