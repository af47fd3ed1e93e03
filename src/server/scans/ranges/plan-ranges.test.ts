import { describe, expect, it } from "vitest";
import { planRanges } from "./plan-ranges";

const sizes = { rangePages: 100, rangeScannedPages: 16 };

describe("planning page ranges", () => {
  it("cuts a text book into contiguous ranges of nearly equal size that cover every page once", () => {
    const ranges = planRanges(1001, 1, sizes);
    expect(ranges).toHaveLength(11);
    expect(ranges[0]).toEqual({ from: 1, to: 91 });
    expect(ranges.at(-1)?.to).toBe(1001);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to + 1);
    const lengths = ranges.map((r) => r.to - r.from + 1);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
  });

  it("uses the smaller size for a scanned book", () => {
    expect(planRanges(100, 0.2, sizes)).toHaveLength(7);
  });

  it("keeps a book that fits in one range, or every book when ranges are off, in one job", () => {
    expect(planRanges(100, 1, sizes)).toEqual([]);
    expect(planRanges(16, 0, sizes)).toEqual([]);
    expect(planRanges(5000, 1, { ...sizes, rangePages: 0 })).toEqual([]);
  });
});
