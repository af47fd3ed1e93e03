// The pieces `npm run train:include` is made of: the fit, and the matching of found items to keyed submittals that
// labels each candidate. The committed weights themselves are judged by the accuracy gates beside this file.
import { describe, expect, it } from "vitest";
import type { Submittal } from "../../src/contract/submittal";
import { fitLogistic, predict, type Example } from "../../scripts/include-model/fit-logistic";
import { matchItems } from "../../scripts/include-model/match-labels";

const OPTIONS = { l2: 0.01, wordL2: 0.05, iterations: 400, learningRate: 0.08 };

describe("fitLogistic", () => {
  const examples: Example[] = [
    ...Array.from({ length: 20 }, () => ({ features: ["source=list", "label"], positive: true })),
    ...Array.from({ length: 20 }, () => ({ features: ["source=request", "role=rule"], positive: false })),
    { features: ["source=list", "role=rule"], positive: false },
    { features: ["source=request", "label"], positive: true },
  ];

  it("learns which evidence speaks for a deliverable and which against it", () => {
    const fitted = fitLogistic(examples, OPTIONS);
    expect(fitted.weights.get("label")!).toBeGreaterThan(0);
    expect(fitted.weights.get("role=rule")!).toBeLessThan(0);
    expect(predict(fitted, ["source=list", "label"])).toBeGreaterThan(0.8);
    expect(predict(fitted, ["source=request", "role=rule"])).toBeLessThan(0.2);
  });

  it("gives the same weights for the same data", () => {
    const a = fitLogistic(examples, OPTIONS);
    const b = fitLogistic(examples, OPTIONS);
    expect([...a.weights.entries()]).toEqual([...b.weights.entries()]);
    expect(a.bias).toBe(b.bias);
  });

  it("holds word features closer to zero than structural ones seen as often", () => {
    const words: Example[] = [
      ...Array.from({ length: 10 }, () => ({ features: ["w=warranty", "opening-submits"], positive: true })),
      ...Array.from({ length: 10 }, () => ({ features: [], positive: false })),
    ];
    const fitted = fitLogistic(words, { ...OPTIONS, wordL2: 0.5 });
    expect(Math.abs(fitted.weights.get("w=warranty") ?? 0)).toBeLessThan(fitted.weights.get("opening-submits")!);
  });
});

describe("matchItems", () => {
  const item = (fields: Partial<Submittal>): Submittal => ({
    division: "05 - Metals",
    section: "05 50 00",
    description: "",
    submittalType: "Other",
    specifications: "",
    ...fields,
  });
  const key = [
    {
      section: "05 50 00",
      author: "test",
      submittals: [
        { type: "Shop Drawings", description: "fabricated items", ref: "1.4.B" },
        { type: "Welding certificates", description: "", ref: "1.5.A" },
      ],
    },
  ];

  it("matches by paragraph reference first, then by the key's words, each side once", () => {
    const items = [
      item({ ref: "1.04.B", description: "Shop drawings" }),
      item({ ref: "3.2.C", submittalType: "Certificates", description: "Welding certificates for welders" }),
      item({ ref: "1.4.B", description: "A second reading of the same paragraph" }),
    ];
    const { matched, keyed } = matchItems(key, items);
    expect(keyed).toBe(2);
    expect([...matched.entries()].sort()).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it("matches nothing filed under another section's number", () => {
    const { matched } = matchItems(key, [item({ section: "05 50 00.00 10", ref: "1.4.B" })]);
    expect(matched.size).toBe(0);
  });
});
