import { describe, expect, it } from "vitest";
import { fixOcrNumbering } from "./ocr-line-fixes";

describe("fixOcrNumbering", () => {
  it.each([
    ["1:5 QUALITY ASSURANCE", "1.5 QUALITY ASSURANCE"],
    ["2! Supervision: Installer shall", "2. Supervision: Installer shall"],
    ["1s Methods for maintaining", "1. Methods for maintaining"],
    ["1 §f Experience: Installer's", "1. Experience: Installer's"],
    ["2 Motor-operated roller shades.", "2. Motor-operated roller shades."],
    ["i: Manually operated roller shades.", "1. Manually operated roller shades."],
    ["Cc: Review approved submittals.", "c. Review approved submittals."],
  ])("%s", (input, expected) => {
    expect(fixOcrNumbering(input)).toBe(expected);
  });

  it.each(["1. Include details.", "3350 PEACHTREE ROAD", "12 2413- 1", "A. Product Data:", "Ab: not a doubled letter"])(
    "leaves %s alone",
    (text) => {
      expect(fixOcrNumbering(text)).toBe(text);
    },
  );
});
