// The engine's output always fits the contract, however long the book's text runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REGISTER_LIMITS, extractedDataSchema } from "../contract/submittal";
import { LETTERED_BOOK } from "../../tests/fixtures/engine/golden-books";
import { writeSpecBookPdf } from "../../tests/fixtures/engine/spec-book-pdf";
import { scanPdf, scanPdfSections } from "./scan-pdf";

const work = mkdtempSync(join(tmpdir(), "register-limits-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("scanPdf within the register's limits", () => {
  it("clips a section heading longer than the contract allows instead of storing an unreadable result", async () => {
    const longTitle = Array.from({ length: 30 }, (_, i) => `INTERIOR PAINTING PART${i}`).join(" ");
    const pages = LETTERED_BOOK.pages.map((p) =>
      p.replace("SECTION 09 91 23 - INTERIOR PAINTING\n", `SECTION 09 91 23 - ${longTitle}\n`),
    );
    const path = join(work, "long-heading.pdf");
    await writeSpecBookPdf(path, { ...LETTERED_BOOK, pages });

    // The rules read the whole heading: without clipping the register would fail the schema.
    const raw = await scanPdfSections(path, { ocr: false });
    const longest = Math.max(...raw.data.submittals.map((s) => s.sectionTitle?.length ?? 0));
    expect(longest).toBeGreaterThan(REGISTER_LIMITS.sectionTitle);

    const data = await scanPdf(path, { ocr: false });
    expect(extractedDataSchema.safeParse(data).success).toBe(true);
    expect(data.submittals.length).toBe(raw.data.submittals.length);
    expect(Math.max(...data.submittals.map((s) => s.sectionTitle?.length ?? 0))).toBe(REGISTER_LIMITS.sectionTitle);
  });
});
