import { describe, expect, it } from "vitest";
import { textBefore } from "./text-before";

describe("textBefore", () => {
  it("cuts at the first match, as splitting and taking the first part does", () => {
    const end = /\s+(?:to|for)\b|[;:]/i;
    for (const text of [
      "shop drawings for review to the Architect; and more",
      "product data",
      "; starts with a boundary",
      "certificates TO the Owner",
    ])
      expect(textBefore(text, end)).toBe(text.split(end)[0]);
  });

  it("keeps the whole text when nothing matches", () => {
    expect(textBefore("operation and maintenance data", /\s+of\s+/i)).toBe("operation and maintenance data");
  });
});
