import { describe, expect, it } from "vitest";
import { addCreditsSchema } from "../../../contract/admin";
import { parseCreditsInput } from "./parse-credits-input";

const grant = (text: string) =>
  addCreditsSchema.safeParse({ userId: "u1", reason: "test", credits: parseCreditsInput(text) });

describe("the Add Credits amount", () => {
  it("refuses a fraction with the whole-number message instead of granting less", () => {
    const result = grant("2.7");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Credits must be a whole number");
  });

  it("accepts a whole number and asks for an empty one", () => {
    expect(grant("25").data?.credits).toBe(25);
    expect(grant(" ").error?.issues[0]?.message).toBe("Credits amount is required");
  });
});
