import { describe, expect, it } from "vitest";
import { median, percentile } from "./percentile";

describe("percentile", () => {
  it("reads the value at a share of the values in numeric order, whatever order they come in", () => {
    expect(percentile([30, 4, 12, -2, 100], 0)).toBe(-2);
    expect(percentile([30, 4, 12, -2, 100], 0.2)).toBe(-2);
    expect(percentile([30, 4, 12, -2, 100], 0.25)).toBe(4);
    expect(percentile([30, 4, 12, -2, 100], 1)).toBe(100);
    expect(median([12.5, 9, 11])).toBe(11);
  });

  it("leaves the caller's values as they were and has no answer for none", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(median([])).toBeNull();
  });
});
