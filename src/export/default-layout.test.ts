// With untouched settings the workbook is the spec's, byte for byte: its parts are compared with the ones the export
// wrote before settings existed (tests/fixtures/export).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEFAULT_EXPORT_SETTINGS, exportSettingsSchema } from "../contract/export-settings";
import { extractedDataSchema } from "../contract/submittal";
import { buildSubmittalWorkbook } from "./build-submittal-workbook";
import { writeWorkbookBuffer } from "./write-workbook-node";

const fixtures = resolve(import.meta.dirname, "../../tests/fixtures");
const data = extractedDataSchema.parse(
  JSON.parse(readFileSync(resolve(fixtures, "engine/golden/lettered-book.json"), "utf8")),
);
const PARTS = ["worksheets/sheet1.xml", "worksheets/sheet2.xml", "sharedStrings.xml", "styles.xml", "workbook.xml"];

async function parts(settings?: typeof DEFAULT_EXPORT_SETTINGS): Promise<Record<string, string>> {
  const workbook = buildSubmittalWorkbook({
    extractedData: data,
    documentFileName: "Book.pdf",
    scanDate: "2026-11-03T12:00:00.000Z",
    ...(settings && { settings }),
  });
  const files = unzipSync(await writeWorkbookBuffer(workbook));
  return Object.fromEntries(PARTS.map((part) => [part, new TextDecoder().decode(files[`xl/${part}`])]));
}

describe("the default export layout", () => {
  it.each([
    ["no settings", undefined],
    ["the default settings", DEFAULT_EXPORT_SETTINGS],
    ["settings saved as {}", exportSettingsSchema.parse({})],
  ])("writes the spec's workbook byte for byte with %s", async (_, settings) => {
    const written = await parts(settings);
    for (const part of PARTS) {
      const expected = readFileSync(resolve(fixtures, `export/default-${part.split("/").pop()}`), "utf8");
      expect(written[part], part).toBe(expected);
    }
  });
});
