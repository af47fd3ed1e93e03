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
      // A source label the model gave instead of a type is read as the entry it names, its words kept as the label.
      {
        submittalType: "Mock-ups",
        label: "Mock-up panel",
        description: "Mock-up",
        ref: "",
        category: "other",
        quote: "Build a mock-up.",
      },
    ]);
  });

  it("keeps the source's own label when it says more than the type, and drops one that repeats it or names no deliverable", () => {
    const item = (submittalType: string, label: string | undefined) => ({
      submittalType,
      ...(label === undefined ? {} : { label }),
      description: "Wind uplift test results",
      ref: "1.4.C",
      category: "informational",
      quote: "Submit wind uplift resistance test results.",
    });
    const read = parseAiResponse(
      JSON.stringify({
        items: [
          item("Test Reports", " Wind Uplift Resistance Submittal "),
          item("Samples", "Samples"),
          item("Test Reports", "Architect"),
          item("Test Reports", ""),
          item("Test Reports", undefined),
          // The label names the deliverable when the model's type is outside the vocabulary.
          item("Misc", "Samples for Verification"),
        ],
      }),
    );
    expect(read.map((i) => [i.submittalType, i.label])).toEqual([
      ["Test Reports", "Wind Uplift Resistance Submittal"],
      ["Samples", undefined],
      ["Test Reports", undefined],
      ["Test Reports", undefined],
      ["Test Reports", undefined],
      ["Samples", "Samples for Verification"],
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
    expect(aiResponseJsonSchema()).toMatchObject({
      properties: { items: { items: { required: expect.arrayContaining(["label"]) } } },
    });
  });
});
