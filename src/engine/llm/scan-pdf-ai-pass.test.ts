// The whole pipeline on a generated PDF: rule results, schedule items and the AI pass through the real SDK.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../tests/fixtures/llm/fake-openai-server";
import { writePdf } from "../../../tests/fixtures/pdf/write-pdf";
import { drawScheduleTable } from "../../../tests/fixtures/schedules/write-schedule-sheet";
import { scanPdf } from "../scan-pdf";
import type { ScanProgress } from "../types";

const SUMMARY = "This Section includes bench-mounted fume hoods with integral base cabinets.";
const SPEC_LINES = [
  "SECTION 11 53 13 - LABORATORY FUME HOODS",
  "PART 1 - GENERAL",
  "1.1 SUMMARY",
  `A. ${SUMMARY}`,
  "1.2 QUALITY ASSURANCE",
  "A. Hoods shall comply with ASHRAE 110 as installed.",
  "END OF SECTION 11 53 13",
];

const dir = mkdtempSync(join(tmpdir(), "scan-ai-"));
const pdf = join(dir, "fume-hoods.pdf");
let server: FakeOpenAiServer;

beforeAll(async () => {
  await writePdf(pdf, (doc) => {
    doc.font("Helvetica").fontSize(10);
    SPEC_LINES.forEach((line, i) => doc.text(line, 72, 72 + i * 20, { lineBreak: false }));
    doc.addPage({ size: "TABLOID", layout: "landscape", margin: 20 });
    drawScheduleTable(
      doc,
      {
        title: "PLUMBING FIXTURE SCHEDULE",
        columns: ["MARK", "FIXTURE", "MANUFACTURER", "MODEL", "CW", "WASTE"],
        rows: [
          ["WC-1", "WATER CLOSET", "KOHLER", "K-96053", '1"', '4"'],
          ["L-1", "LAVATORY", "KOHLER", "K-2032", '1/2"', '1-1/2"'],
        ],
      },
      40,
      40,
    );
  });
  server = await startFakeOpenAiServer(() => ({
    content: JSON.stringify({
      items: [
        { submittalType: "Product Data", description: "Fume hoods", ref: "1.1.A", category: "action", quote: SUMMARY },
        {
          submittalType: "Warranty",
          description: "Warranty",
          ref: "1.3.A",
          category: "closeout",
          quote: "Submit a five-year warranty.",
        },
      ],
    }),
  }));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const llm = () => ({ baseUrl: server.baseUrl, apiKey: "k", model: "m", allSections: true });

describe("scanPdf with schedules and the AI pass", () => {
  it("adds schedule items without any AI configuration", async () => {
    const data = await scanPdf(pdf, { ocr: false, threads: 0 });
    const schedule = data.submittals.filter((item) => item.origin === "schedule");
    const rows = schedule.map((item) => `${item.page} ${item.section} ${item.description.split(" - ")[0]}`);
    expect(rows.sort()).toEqual(["2 22 42 00 Plumbing fixture L-1", "2 22 42 00 Plumbing fixture WC-1"]);
    expect(data.submittals.some((item) => item.origin === "ai")).toBe(false);
  });

  it("adds verified AI items, drops the invented one and reports the AI stage", async () => {
    const stages: ScanProgress["stage"][] = [];
    const data = await scanPdf(pdf, { ocr: false, threads: 0, llm: llm(), onProgress: (p) => stages.push(p.stage) });
    expect(server.requests.at(-1)?.body.messages.at(-1)?.content).toContain(SUMMARY);
    const ai = data.submittals.filter((item) => item.origin === "ai");
    expect(ai).toEqual([
      expect.objectContaining({
        section: "11 53 13",
        division: "11 - Equipment",
        description: "Fume hoods",
        sourceText: SUMMARY,
        page: 1,
      }),
    ]);
    expect(data.warnings).toContainEqual(expect.stringMatching(/1 suggested item\(s\) dropped/));
    expect(stages).toContain("ai");
    expect(stages.at(-1)).toBe("done");
  });

  it("keeps the rule and schedule results with a warning when the endpoint is down", async () => {
    const withoutAi = await scanPdf(pdf, { ocr: false, threads: 0 });
    const down = { ...llm(), baseUrl: "http://127.0.0.1:9/v1", timeoutMs: 2000 };
    const data = await scanPdf(pdf, { ocr: false, threads: 0, llm: down });
    expect(data.submittals).toEqual(withoutAi.submittals);
    expect(data.warnings).toContainEqual(expect.stringMatching(/^AI pass unavailable: could not reach the AI service/));
  });
});
