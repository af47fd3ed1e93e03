import { describe, expect, it } from "vitest";
import { firstSentence } from "./first-sentence";

describe("firstSentence", () => {
  it("ends at the first full stop followed by a new sentence or the end", () => {
    expect(firstSentence("Submit product data. Include installation instructions.")).toBe("Submit product data.");
    expect(firstSentence("  Shop drawings!  ")).toBe("Shop drawings!");
    expect(firstSentence('Samples? "Full-size" units follow.')).toBe("Samples?");
  });

  it("reads past numbers, abbreviations and full stops before a lower-case word", () => {
    expect(firstSentence("Comply with Article 1.5 here. Then submit.")).toBe("Comply with Article 1.5 here.");
    expect(firstSentence("Provide No. 4 bars, e.g. deformed. Next one.")).toBe("Provide No. 4 bars, e.g. deformed.");
    expect(firstSentence("Data sheets. include all pages")).toBe("Data sheets. include all pages");
  });

  it("keeps the whole text when no sentence ends before a line break", () => {
    expect(firstSentence("Product data\nfor each type. More.")).toBe("Product data\nfor each type. More.");
    expect(firstSentence("Submit data.\nThen more.")).toBe("Submit data.");
  });

  it("gives what the earlier pattern gave on text of every shape", () => {
    const pattern = (text: string) => (/^(.*?[^\s.]{2,}[.!?])(?:\s+[A-Z"“(]|\s*$)/.exec(text)?.[1] ?? text).trim();
    const pieces = ["ab", "A", ".", " ", "  ", "!", "?", "1.5", "No.", "\n", '"', "(x)", "Cd", "e.g.", "\u00a0", "z."];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 3000; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => pieces[Math.floor(next() * pieces.length)],
      ).join("");
      expect(firstSentence(text), JSON.stringify(text)).toBe(pattern(text));
    }
  });
});
