import { describe, expect, it } from "vitest";
import { chunkSectionText, estimateTokens } from "./chunk-section-text";

const paragraph = (label: string, words: number): string =>
  `${label}. ${Array.from({ length: words }, (_, i) => `word${i}`).join(" ")}`;

describe("chunkSectionText", () => {
  it("leaves a short section whole", () => {
    expect(chunkSectionText("1.3 SUBMITTALS\nA. Product Data.", 1000)).toEqual(["1.3 SUBMITTALS\nA. Product Data."]);
  });

  it("keeps every chunk under the budget and loses no text", () => {
    const lines = ["1.3 SUBMITTALS"];
    for (let i = 0; i < 30; i += 1)
      lines.push(paragraph(String.fromCharCode(65 + (i % 26)), 12), `continued line ${i} of the paragraph`);
    const text = lines.join("\n");
    const chunks = chunkSectionText(text, 100);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(estimateTokens(chunk)).toBeLessThanOrEqual(100);
    expect(chunks.join("\n")).toBe(text);
  });

  it("cuts before a paragraph start rather than inside a paragraph", () => {
    const text = [paragraph("A", 40), "tail of A", paragraph("B", 40), "tail of B", paragraph("C", 40)].join("\n");
    const chunks = chunkSectionText(text, 130);
    for (const chunk of chunks) expect(chunk).toMatch(/^[A-C]\. /);
  });

  it("splits a single line longer than the budget at spaces", () => {
    const line = Array.from({ length: 400 }, (_, i) => `w${i}`).join(" ");
    const chunks = chunkSectionText(line, 60);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(240);
    expect(chunks.join(" ")).toBe(line);
  });
});
