import { describe, expect, it } from "vitest";
import { masterformatDivisionLabels } from "./divisions";

describe("masterformatDivisionLabels", () => {
  it("lists the divisions in division order, 00 first and 48 last", () => {
    const codes = masterformatDivisionLabels().map((label) => label.slice(0, 2));
    expect(codes[0]).toBe("00");
    expect(codes.at(-1)).toBe("48");
    expect(codes).toEqual([...codes].sort());
  });
});
