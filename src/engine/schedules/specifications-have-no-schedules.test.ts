// Conservativeness check: real specification sections must never be mistaken for drawing schedules.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { extractPages } from "../pdf/extract-pages";
import type { PageText } from "../types";
import { findScheduleItems } from "./find-schedule-items";
import { corpusFile } from "../../../tests/fixtures/corpus/corpus-file";

const RAW = corpusFile("raw");
const files = readdirSync(RAW, { recursive: true, encoding: "utf8" })
  .map((name) => join(RAW, name))
  .sort();
const pdfs = files.filter((file) => file.endsWith(".pdf") && !file.includes(".scanned."));
const texts = files.filter((file) => file.endsWith(".txt"));

describe("schedule detection on the specification corpus", () => {
  it("finds the corpus", () => {
    expect(pdfs.length).toBeGreaterThan(20);
    expect(texts.length).toBeGreaterThan(10);
  });

  // One test per file: each gets its own time budget on a busy two-core machine.
  it.each(pdfs.map((file) => [relative(RAW, file), file]))(
    "produces no schedule items from %s",
    async (_name, file) => {
      const pages: PageText[] = [];
      for await (const page of extractPages(file, { ocr: false, threads: 0 })) pages.push(page);
      expect(findScheduleItems(pages).map((item) => `p${item.page}: ${item.description}`)).toEqual([]);
    },
  );

  it("produces no schedule items from the corpus plain-text slices", () => {
    const found = texts.flatMap((file) => {
      const lines = readFileSync(file, "utf8")
        .split(/\r?\n/)
        .map((text, i) => ({ text, x: 0, y: i * 12, width: 500, height: 10 }));
      return findScheduleItems([{ pageNumber: 1, lines }]).map((item) => `${file}: ${item.description}`);
    });
    expect(found).toEqual([]);
  });
});
