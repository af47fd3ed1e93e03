import { describe, expect, it } from "vitest";
import { addCreditsSchema } from "../../../contract/admin";
import { parseCreditsInput } from "./parse-credits-input";

describe("add-credits input", () => {
  it("reads the number field as typed (a fraction stays one, for the schema to refuse) and leaves an empty field undefined", () => {
    expect(parseCreditsInput("12")).toBe(12);
    expect(parseCreditsInput("7.9")).toBe(7.9);
    expect(parseCreditsInput("")).toBeUndefined();
  });

  it("gives the spec's messages", () => {
    const messages = (v: unknown) =>
      addCreditsSchema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages({ userId: "", credits: parseCreditsInput(""), reason: "" })).toEqual([
      "userId: User ID is required",
      "credits: Credits amount is required",
      "reason: Reason is required for audit trail",
    ]);
    expect(messages({ userId: "u1", credits: parseCreditsInput("0"), reason: "r" })).toEqual([
      "credits: Credits must be at least 1",
    ]);
    expect(messages({ userId: "u1", credits: parseCreditsInput("3"), reason: "goodwill" })).toEqual([]);
  });
});
