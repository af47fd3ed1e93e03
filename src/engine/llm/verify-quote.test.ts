import { describe, expect, it } from "vitest";
import { normalizeForQuote, quoteChecker } from "./verify-quote";

const text = "B. Shop Drawings:  Include plans,\nelevations and details \u2014 \u201Cas indicated\u201D.";

describe("quoteChecker", () => {
  const isVerbatim = quoteChecker(text);

  it("accepts text found verbatim after whitespace and punctuation normalisation", () => {
    expect(isVerbatim("Shop Drawings: Include plans, elevations and details")).toBe(true);
    expect(isVerbatim('details - "as indicated".')).toBe(true);
  });

  it("rejects paraphrases, invented text and quotes too short to prove anything", () => {
    expect(isVerbatim("Shop drawings showing plans and elevations")).toBe(false);
    expect(isVerbatim("Submit a ten-year warranty.")).toBe(false);
    expect(isVerbatim("Include")).toBe(false);
  });

  it("normalises whitespace runs and line breaks to single spaces", () => {
    expect(normalizeForQuote("  a\n\tb   c ")).toBe("a b c");
  });
});
