import { describe, expect, it } from "vitest";
import { deliverableWords, singular } from "./deliverable-words";

describe("deliverableWords", () => {
  it("lowercases, splits at anything but letters and digits and drops plural s from longer words", () => {
    expect(deliverableWords("Field Quality-Control REPORTS, 2 copies; gas", { minLength: 2 })).toEqual([
      "field",
      "quality",
      "control",
      "report",
      "copie",
      "gas",
    ]);
  });

  it("leaves out short and ignored words, measured before stemming", () => {
    const ignored = new Set(["shall", "submit"]);
    expect(deliverableWords("Contractor shall submit a bus test", { minLength: 3, ignored })).toEqual([
      "contractor",
      "bus",
      "test",
    ]);
  });

  it("keeps apostrophes inside words or drops possessives, as the check asks", () => {
    expect(deliverableWords("O'Brien report", { minLength: 2, keepApostrophes: true })).toEqual(["o'brien", "report"]);
    expect(deliverableWords("Manufacturer’s warranty", { minLength: 2, dropPossessives: true })).toEqual([
      "manufacturer",
      "warranty",
    ]);
    expect(deliverableWords("Manufacturer’s warranty", { minLength: 2 })).toEqual(["manufacturer", "warranty"]);
    expect(deliverableWords("O'Brien report", { minLength: 2 })).toEqual(["brien", "report"]);
  });

  it("stems with the check's own rule", () => {
    const stem = (w: string) => (w.startsWith("certif") ? "certif" : singular(w));
    expect(deliverableWords("certified mill certificates", { minLength: 2, stem })).toEqual([
      "certif",
      "mill",
      "certif",
    ]);
  });
});
