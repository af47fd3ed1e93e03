import { describe, expect, it } from "vitest";
import { cleanOcrLine } from "./ocr-engine";

describe("cleanOcrLine", () => {
  it("drops a stray bar before a line", () => {
    expect(cleanOcrLine("| A. Product Data: For each type.")).toBe("A. Product Data: For each type.");
  });

  it("restores dots that OCR read as colons in paragraph numbers", () => {
    expect(cleanOcrLine("1:1 SUMMARY")).toBe("1.1 SUMMARY");
    expect(cleanOcrLine("A: Product Data")).toBe("A. Product Data");
    expect(cleanOcrLine("3: Installation Accessories")).toBe("3. Installation Accessories");
  });

  it("drops an opening quote the line never closes before its first word", () => {
    expect(cleanOcrLine("“PART 3 - EXECUTION")).toBe("PART 3 - EXECUTION");
    expect(cleanOcrLine('"PART 3 - EXECUTION')).toBe("PART 3 - EXECUTION");
    expect(cleanOcrLine("“Or Equal” products are not accepted")).toBe("“Or Equal” products are not accepted");
  });

  it("leaves ordinary text alone", () => {
    expect(cleanOcrLine("Note: verify in field")).toBe("Note: verify in field");
    expect(cleanOcrLine("Time 10:30 AM")).toBe("Time 10:30 AM");
  });
});
