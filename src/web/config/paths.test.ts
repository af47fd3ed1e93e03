import { describe, expect, it } from "vitest";
import { loginWithReturn, paths, safeReturnPath } from "./paths";

describe("return after sign-in", () => {
  it("carries the requested path through /login", () => {
    expect(loginWithReturn("/results/abc")).toBe("/login?next=%2Fresults%2Fabc");
    expect(safeReturnPath(new URLSearchParams("next=%2Fresults%2Fabc").get("next"))).toBe("/results/abc");
  });

  it("only follows same-site paths", () => {
    for (const next of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(safeReturnPath(next)).toBe(paths.home);
    }
  });
});
