import { describe, expect, it } from "vitest";
import { aiResponseJsonSchema, parseAiResponse } from "./ai-items-schema";

describe("parseAiResponse", () => {
  it("reads valid items, normalises near-miss types and categories, and skips malformed ones", () => {
    const answer = JSON.stringify({
      items: [
        {
          submittalType: "shop drawings",
          description: "Shop Drawings",
          ref: " 1.3.B ",
          category: "Action",
          quote: "Include plans.",
        },
        {
          submittalType: "Mock-up panel",
          description: "Mock-up",
          ref: "",
          category: "misc",
          quote: "Build a mock-up.",
        },
        { submittalType: "Samples", description: "", ref: "", category: "action", quote: "Submit samples." },
        { submittalType: "Samples", description: "No quote", ref: "", category: "action" },
      ],
    });
    expect(parseAiResponse(answer)).toEqual([
      {
        submittalType: "Shop Drawings",
        description: "Shop Drawings",
        ref: "1.3.B",
        category: "action",
        quote: "Include plans.",
      },
      // A source label the model gave instead of a type is read as the entry it names.
      { submittalType: "Mock-ups", description: "Mock-up", ref: "", category: "other", quote: "Build a mock-up." },
    ]);
  });

  it("throws when the answer is not the requested JSON", () => {
    expect(() => parseAiResponse("Here you go")).toThrow();
    expect(() => parseAiResponse('{"submittals": []}')).toThrow();
  });
});

describe("aiResponseJsonSchema", () => {
  it("is a strict schema without length keywords", () => {
    const schema = JSON.stringify(aiResponseJsonSchema());
    expect(schema).not.toMatch(/\$schema|minLength|maxLength/);
    expect(schema).toContain('"additionalProperties":false');
  });
});
