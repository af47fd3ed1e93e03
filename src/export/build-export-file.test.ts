// Every export format written and read back with an independent reader: headers, numbering, titles, mapping.
import { unzipSync } from "fflate";
import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import { largeRegister } from "../../tests/fixtures/export/large-register";
import { parseCsv } from "../../tests/fixtures/export/parse-csv";
import { exportSettingsSchema, type ExportSettingsInput } from "../contract/export-settings";
import type { ExtractedData, Submittal } from "../contract/submittal";
import { buildExportFile, type ExportFile } from "./build-export-file";
import { REGISTER_COLUMNS } from "./register-rows";
import { SUBMITTAL_HEADERS } from "./procore-columns";
import { VIEWPOINT_COLUMNS, VIEWPOINT_MAX_BYTES, viewpointLimitWarnings } from "./viewpoint-rows";
import { exportFileBytes } from "./write-workbook-node";

const item = (fields: Partial<Submittal> & Pick<Submittal, "section" | "description">): Submittal => ({
  division: "03 - Concrete",
  submittalType: "Product Data",
  specifications: "",
  ...fields,
});

const data: ExtractedData = {
  projectName: "Riverside Library",
  submittals: [
    item({
      section: "03 30 00",
      sectionTitle: "CAST-IN-PLACE CONCRETE",
      description: "Product Data: For each type of product indicated",
      specifications: "Include mix designs.",
      page: 37,
      ref: "1.5.A",
      category: "action",
      responsibleContractor: "Acme Concrete",
      leadTime: 21,
      requiredOnSiteDate: "2027-03-09",
      location: "Level 2",
    }),
    item({
      section: "03 30 00",
      sectionTitle: "CAST-IN-PLACE CONCRETE",
      description: "Shop drawings of reinforcement",
      submittalType: "Shop Drawings",
      page: 38,
      ref: "1.5.B",
    }),
    item({ section: "03 30 00", description: "Excluded sample", submittalType: "Samples", excluded: true }),
    item({
      division: "08 - Openings",
      section: "08 11 13",
      sectionTitle: "Hollow Metal Doors and Frames",
      description: 'Door schedule, "HM-1", with frames',
      submittalType: "Shop Drawings",
    }),
    item({
      section: "03 30 00",
      sectionTitle: "CAST-IN-PLACE CONCRETE",
      description: "Field test reports",
      submittalType: "Test Reports",
    }),
  ],
};

const settings = (input: ExportSettingsInput) => exportSettingsSchema.parse(input);
const build = (input: ExportSettingsInput, extractedData: ExtractedData = data): ExportFile =>
  buildExportFile({ extractedData, documentFileName: "Library.pdf", scanDate: null, settings: settings(input) });

async function readSheets(file: ExportFile) {
  const bytes = await exportFileBytes(file);
  return readExcelFile(new Uint8Array(bytes).buffer);
}

/** The Procore sheet's rows as objects keyed by header, blank cells left out. */
async function procoreRecords(file: ExportFile): Promise<Record<string, unknown>[]> {
  const [sheet] = await readSheets(file);
  const [headers, ...rows] = sheet!.data;
  expect(headers).toEqual(SUBMITTAL_HEADERS);
  return rows.map((row) => Object.fromEntries(headers!.flatMap((h, i) => (row[i] === null ? [] : [[h, row[i]]]))));
}

describe("the Procore workbook with export settings", () => {
  it("writes the manager on every row, section-type titles, section titles and source references", async () => {
    const file = build({
      submittalManager: "Dana Reyes",
      title: "section-type",
      specSectionDescription: "section-title",
      sourceReference: true,
    });
    expect(file.fileName).toBe("Library_Submittals.xlsx");
    const rows = await procoreRecords(file);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r["Submittal Manager"])).toEqual(Array(4).fill("Dana Reyes"));
    expect(rows.map((r) => r["Submittal Title"])).toEqual([
      "Cast-in-Place Concrete – Product Data",
      "Cast-in-Place Concrete – Shop Drawings",
      "Hollow Metal Doors and Frames – Shop Drawings",
      "Cast-in-Place Concrete – Test Reports",
    ]);
    expect(rows[0]!["Submittal Spec Section Description"]).toBe("Cast-in-Place Concrete");
    expect(rows[0]!.Description).toBe("Include mix designs. (p. 37, ¶ 1.5.A)");
    expect(rows[1]!.Description).toBe("(p. 38, ¶ 1.5.B)");
    expect(rows[2]!.Description).toBeUndefined();
  });

  it("titles rows by the section and the source's own label, the type where the item has none", async () => {
    const labelled: ExtractedData = {
      submittals: [
        item({
          section: "07 54 19",
          sectionTitle: "POLYVINYL-CHLORIDE ROOFING",
          description: "Wind Uplift Resistance Submittal: For the roofing system",
          submittalType: "Test Reports",
          label: "Wind Uplift Resistance Submittal",
        }),
        item({
          section: "07 54 19",
          sectionTitle: "POLYVINYL-CHLORIDE ROOFING",
          description: "Product Data: For each product",
        }),
      ],
    };
    const rows = await procoreRecords(build({ title: "section-label" }, labelled));
    expect(rows.map((r) => r["Submittal Title"])).toEqual([
      "Polyvinyl-Chloride Roofing – Wind Uplift Resistance Submittal",
      "Polyvinyl-Chloride Roofing – Product Data",
    ]);
    expect(rows.map((r) => r["Submittal Type"])).toEqual(["Test Reports", "Product Data"]);
  });

  it("fills the optional columns from the items that set them, the date as MM/DD/YYYY text", async () => {
    const [first, second] = await procoreRecords(build({}));
    expect(first).toMatchObject({
      "Responsible Contractor Name": "Acme Concrete",
      "Lead Time": 21,
      "Required On-Site Date": "03/09/2027",
      Location: "Level 2",
    });
    expect(second!["Responsible Contractor Name"]).toBeUndefined();
    expect(second!["Required On-Site Date"]).toBeUndefined();
  });

  it("numbers per section from a start number, so an addendum continues an earlier import", async () => {
    const first = await procoreRecords(build({ numbering: "section" }));
    expect(first.map((r) => r["Submittal Number"])).toEqual(["03 30 00-1", "03 30 00-2", "08 11 13-1", "03 30 00-3"]);
    const addendum: ExtractedData = {
      submittals: [
        item({ section: "03 30 00", description: "Curing compound data" }),
        item({ section: "08 11 13", description: "Frame anchors" }),
        item({ section: "", description: "Unsectioned item" }),
      ],
    };
    const second = await procoreRecords(build({ numbering: "section", startNumber: 4 }, addendum));
    expect(second.map((r) => r["Submittal Number"])).toEqual(["03 30 00-4", "08 11 13-4", 4]);
    const numbers = [...first, ...second].map((r) => r["Submittal Number"]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("starts the running index at the start number", async () => {
    const rows = await procoreRecords(build({ startNumber: 101 }));
    expect(rows.map((r) => r["Submittal Number"])).toEqual([101, 102, 103, 104]);
  });

  it("writes the company's types through the mapping and leaves unmapped types as they are", async () => {
    const rows = await procoreRecords(
      build({
        typeMapping: [
          { from: "Product Data", to: "Product Information" },
          { from: "Shop Drawings", to: "Shop Drawing" },
        ],
      }),
    );
    expect(rows.map((r) => r["Submittal Type"])).toEqual([
      "Product Information",
      "Shop Drawing",
      "Shop Drawing",
      "Test Reports",
    ]);
  });

  it("applies the requested Procore fixes before writing", async () => {
    const long = item({ section: "01 00 00", description: `${"Coordination drawings for every trade ".repeat(8)}end` });
    const file = buildExportFile({
      extractedData: { submittals: [long] },
      documentFileName: "Long.pdf",
      scanDate: null,
      fixes: ["too-long"],
    });
    const [row] = await procoreRecords(file);
    expect([...String(row!["Submittal Title"])].length).toBeLessThanOrEqual(255);
    const title = String(row!["Submittal Title"]);
    expect(title).toMatch(/…$/);
    // Cut at a word boundary: the kept text is a prefix of the full title followed there by a space.
    expect(long.description.startsWith(title.slice(0, -1))).toBe(true);
    expect(long.description[title.length - 1]).toBe(" ");
    expect(row!.Description).toBe(long.description);
  });
});

describe("the CSV export", () => {
  it("has the Procore columns in UTF-8 with a BOM, CRLF and RFC 4180 quoting", async () => {
    const file = build({ format: "csv", submittalManager: "Dana Reyes", title: "section-type", numbering: "section" });
    expect(file.kind).toBe("csv");
    expect(file.fileName).toBe("Library_Submittals.csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await exportFileBytes(file));
    const { bom, rows } = parseCsv(text);
    expect(bom).toBe(true);
    const [headers, ...records] = rows;
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    expect(records).toHaveLength(4);
    const column = (name: string) => records.map((r) => r[SUBMITTAL_HEADERS.indexOf(name)]);
    expect(column("Submittal Number")).toEqual(["03 30 00-1", "03 30 00-2", "08 11 13-1", "03 30 00-3"]);
    expect(column("Submittal Title")[0]).toBe("Cast-in-Place Concrete – Product Data");
    expect(column("Submittal Manager")).toEqual(Array(4).fill("Dana Reyes"));
    expect(column("Package Title")).toEqual(["", "", "", ""]);
  });

  it("quotes commas, quotes and line breaks so they read back unchanged", () => {
    const tricky = item({ section: "08 11 13", description: 'Door schedule, "HM-1",\r\nwith frames' });
    const file = buildExportFile({
      extractedData: { submittals: [tricky] },
      documentFileName: "x.pdf",
      scanDate: null,
      settings: settings({ format: "csv" }),
    });
    if (file.kind !== "csv") throw new Error("expected CSV");
    expect(file.text).toContain('"Door schedule, ""HM-1"",\r\nwith frames"');
    const { rows } = parseCsv(file.text);
    expect(rows[1]![SUBMITTAL_HEADERS.indexOf("Submittal Title")]).toBe(tricky.description);
  });
});

describe("text that a spreadsheet would run as a formula", () => {
  const hostile = ['=HYPERLINK("http://attacker.example","Open")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)"];
  const register: ExtractedData = {
    submittals: hostile.map((description) => item({ section: "03 30 00", description, specifications: description })),
  };

  it("is written as text in the CSV: a leading apostrophe, the rest unchanged", () => {
    const file = buildExportFile({
      extractedData: register,
      documentFileName: "x.pdf",
      scanDate: null,
      settings: settings({ format: "csv" }),
    });
    if (file.kind !== "csv") throw new Error("expected CSV");
    const { rows } = parseCsv(file.text);
    const titles = rows.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Title")]);
    expect(titles).toEqual(hostile.map((text) => `'${text}`));
    const descriptions = rows.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf("Description")]);
    expect(descriptions).toEqual(hostile.map((text) => `'${text}`));
  });

  // Shapes a spreadsheet still runs as formulas once it has skipped what it cannot see, or read in full width.
  const disguised = [
    ' =HYPERLINK("http://attacker.example","Open")',
    '\n=HYPERLINK("http://attacker.example","Open")',
    "＝1+1",
    "\u200B=cmd|' /C calc'!A0",
    "\t=1+1",
    "＋1+1",
    "－2+3",
    "＠SUM(1,2)",
  ];
  const disguisedRegister: ExtractedData = {
    projectName: '=HYPERLINK("http://attacker.example")',
    submittals: disguised.map((description) =>
      item({ section: "03 30 00", description, specifications: description, location: description }),
    ),
  };

  it("is written as text in the CSV when blanks, a line feed or an invisible character lead, or in full width", () => {
    const file = buildExportFile({
      extractedData: disguisedRegister,
      documentFileName: "x.pdf",
      scanDate: null,
      settings: settings({ format: "csv" }),
    });
    if (file.kind !== "csv") throw new Error("expected CSV");
    const { rows } = parseCsv(file.text);
    const records = rows.slice(1);
    expect(records).toHaveLength(disguised.length);
    for (const record of records) {
      for (const field of record) {
        // Every field of the file either starts with the apostrophe or has nothing a spreadsheet would run.
        if (field.startsWith("'")) continue;
        expect(field, JSON.stringify(field)).not.toMatch(/^[\s\p{Cc}\p{Cf}]*[=+\-@＝＋－＠]/u);
      }
    }
    const descriptions = records.map((r) => r[SUBMITTAL_HEADERS.indexOf("Description")]);
    expect(descriptions).toEqual(disguised.map((text) => `'${text}`));
  });

  it.each(["procore", "register", "viewpoint"] as const)(
    "is a plain string cell in the %s workbook, never a formula, and reads back unchanged",
    async (format) => {
      const file = buildExportFile({
        extractedData: disguisedRegister,
        documentFileName: "x.pdf",
        scanDate: null,
        settings: settings({ format }),
      });
      expect(file.kind).toBe("xlsx");
      const parts = unzipSync(await exportFileBytes(file));
      const sheetNames = Object.keys(parts).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
      expect(sheetNames.length).toBeGreaterThan(0);
      for (const name of sheetNames) expect(new TextDecoder().decode(parts[name]), name).not.toMatch(/<f[\s>]/);
      const [sheet] = await readSheets(file);
      const cells = sheet!.data.flat().filter((cell): cell is string => typeof cell === "string");
      // The text is kept exactly (no apostrophe: a workbook's string cell is never run).
      for (const text of disguised) expect(cells.some((cell) => cell.includes(text.trim()))).toBe(true);
    },
  );

  it("is a plain string cell in the Procore workbook, never a formula", async () => {
    const file = buildExportFile({ extractedData: register, documentFileName: "x.pdf", scanDate: null });
    const bytes = await exportFileBytes(file);
    const parts = unzipSync(bytes);
    const sheetXml = new TextDecoder().decode(parts["xl/worksheets/sheet1.xml"]);
    expect(sheetXml).not.toContain("<f>");
    const [records] = await readSheets(file);
    const titles = records!.data.slice(1).map((row) => row[SUBMITTAL_HEADERS.indexOf("Submittal Title")]);
    expect(titles).toEqual(hostile);
  });
});

describe("the submittal register workbook", () => {
  it("lists every item with its source and whether it is included, plus Project Info", async () => {
    const file = build({ format: "register" });
    expect(file.fileName).toBe("Library_Submittal_Register.xlsx");
    const sheets = await readSheets(file);
    expect(sheets.map((s) => s.sheet)).toEqual(["Submittal Register", "Project Info"]);
    const [headers, ...rows] = sheets[0]!.data;
    expect(headers).toEqual(REGISTER_COLUMNS.map((c) => c.header));
    expect(headers).toEqual([
      "Section",
      "Section Title",
      "Ref",
      "Page",
      "Type",
      "Category",
      "Description",
      "Specifications",
      "Included",
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([
      "03 30 00",
      "CAST-IN-PLACE CONCRETE",
      "1.5.A",
      37,
      "Product Data",
      "Action",
      "Product Data: For each type of product indicated",
      "Include mix designs.",
      "Yes",
    ]);
    expect(rows.map((r) => r[8])).toEqual(["Yes", "Yes", "No", "Yes", "Yes"]);
    expect(sheets[1]!.data).toContainEqual(["Total Submittals", 5]);
  });
});

describe("the Viewpoint Team workbook", () => {
  it("has the documented columns on one sheet, with numbers, titles, on-site date, lead days and notes", async () => {
    const file = build({ format: "viewpoint", numbering: "section", title: "section-type", sourceReference: true });
    expect(file.fileName).toBe("Library_Viewpoint_Submittals.xlsx");
    const sheets = await readSheets(file);
    expect(sheets).toHaveLength(1);
    const [headers, ...rows] = sheets[0]!.data;
    expect(headers).toEqual([
      "Number",
      "Title",
      "Description",
      "IssueDueDate",
      "SubmitterDueDate",
      "ReviewerDueDate",
      "ApproverDueDate",
      "DueOnSiteDate",
      "LeadDays",
      "Notes",
    ]);
    expect(headers).toEqual(VIEWPOINT_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      "03 30 00-1",
      "Cast-in-Place Concrete – Product Data",
      "Include mix designs. (p. 37, ¶ 1.5.A)",
      null,
      null,
      null,
      null,
      "03/09/2027",
      21,
      "Section 03 30 00; Type: Product Data",
    ]);
    expect(rows.map((r) => r[0])).toEqual(["03 30 00-1", "03 30 00-2", "08 11 13-1", "03 30 00-3"]);
  });

  it("names each of Viewpoint Team's limits a file passes: 50 KB reached well before 1,000 items", async () => {
    const sized = async (count: number) => {
      const file = buildExportFile({
        extractedData: largeRegister(count),
        documentFileName: "Mechanical.pdf",
        scanDate: null,
        settings: settings({ format: "viewpoint" }),
      });
      return { count: file.exportedCount, bytes: (await exportFileBytes(file)).length };
    };
    const small = await sized(200);
    expect(small.bytes).toBeLessThan(VIEWPOINT_MAX_BYTES);
    expect(viewpointLimitWarnings(small.count, small.bytes)).toEqual([]);

    const large = await sized(700);
    expect(large.bytes).toBeGreaterThanOrEqual(VIEWPOINT_MAX_BYTES);
    expect(viewpointLimitWarnings(large.count, large.bytes)).toEqual([
      `Viewpoint Team imports files under 50 KB; this file is ${Math.ceil(large.bytes / 1000)} KB. Export fewer submittals at a time, for example one division.`,
    ]);

    expect(viewpointLimitWarnings(1001, 40_000)).toEqual([
      "Viewpoint Team imports at most 1,000 submittals from one file; this file has 1,001.",
    ]);
  });
});
