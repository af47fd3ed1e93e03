// With untouched settings the workbook is the spec's, byte for byte: its parts are compared with the ones the export
// wrote before settings existed (tests/fixtures/export/default-workbook-parts.ts).
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEFAULT_WORKBOOK_PARTS } from "../../tests/fixtures/export/default-workbook-parts";
// A register fixed for this test (an engine golden file would change with the rules, and this compares bytes).
import letteredBook from "../../tests/fixtures/export/default-register.json";
import { DEFAULT_EXPORT_SETTINGS, exportSettingsSchema, type ExportSettings } from "../contract/export-settings";
import { extractedDataSchema } from "../contract/submittal";
import { buildSubmittalWorkbook } from "./build-submittal-workbook";
import { writeWorkbookBuffer } from "./write-workbook-node";

const data = extractedDataSchema.parse(letteredBook);

async function writtenParts(settings?: ExportSettings): Promise<Record<string, string>> {
  const workbook = buildSubmittalWorkbook({
    extractedData: data,
    documentFileName: "Book.pdf",
    scanDate: "2026-11-03T12:00:00.000Z",
    ...(settings && { settings }),
  });
  const files = unzipSync(await writeWorkbookBuffer(workbook));
  return Object.fromEntries(
    Object.keys(DEFAULT_WORKBOOK_PARTS).map((part) => [part, new TextDecoder().decode(files[`xl/${part}`])]),
  );
}

describe("the default export layout", () => {
  it.each([
    ["no settings", undefined],
    ["the default settings", DEFAULT_EXPORT_SETTINGS],
    ["settings saved as {}", exportSettingsSchema.parse({})],
  ])("writes the spec's workbook byte for byte with %s", async (_, settings) => {
    expect(await writtenParts(settings)).toEqual(DEFAULT_WORKBOOK_PARTS);
  });

  it("differs as soon as a setting changes (the comparison can fail)", async () => {
    const written = await writtenParts({ ...DEFAULT_EXPORT_SETTINGS, submittalManager: "Dana Reyes" });
    expect(written["sharedStrings.xml"]).not.toBe(DEFAULT_WORKBOOK_PARTS["sharedStrings.xml"]);
  });
});
