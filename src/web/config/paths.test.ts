import { describe, expect, it } from "vitest";
import { loginWithReturn, paths, safeReturnPath } from "./paths";

/** What the sign-in page reads back from the address `loginWithReturn` built. */
const roundTrip = (returnTo: string) =>
  safeReturnPath(new URL(loginWithReturn(returnTo), "http://localhost").searchParams.get("next"));

describe("return after sign-in", () => {
  it("carries the requested path through /login", () => {
    expect(loginWithReturn("/results/abc")).toBe("/login?next=%2Fresults%2Fabc");
    expect(roundTrip("/results/abc")).toBe("/results/abc");
  });

  it("keeps the query string, so the payment page's return still carries its session id", () => {
    expect(loginWithReturn("/billing?session_id=cs_test_a1&x=1")).toBe(
      "/login?next=%2Fbilling%3Fsession_id%3Dcs_test_a1%26x%3D1",
    );
    expect(roundTrip("/billing?session_id=cs_test_a1&x=1")).toBe("/billing?session_id=cs_test_a1&x=1");
    expect(roundTrip("/results/abc?tab=2#division-03")).toBe("/results/abc?tab=2#division-03");
  });

  it("only follows same-site paths", () => {
    for (const next of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "//evil.example/billing?session_id=1",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "billing?session_id=1",
    ]) {
      expect(safeReturnPath(next)).toBe(paths.home);
    }
  });
});
