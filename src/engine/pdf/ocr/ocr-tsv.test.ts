import { describe, expect, it } from "vitest";
import { countRealWords, parseOcrTsv, toFragments } from "./ocr-tsv";

const header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const row = (level: number, line: number, word: number, box: number[], conf: number, text = "") =>
  [level, 1, 1, 1, line, word, ...box, conf, text].join("\t");

describe("parseOcrTsv", () => {
  it("joins each line's words and keeps the line's box", () => {
    const tsv = [
      header,
      row(4, 1, 0, [100, 50, 400, 30], -1),
      row(5, 1, 1, [100, 50, 40, 30], 96, "1.4"),
      row(5, 1, 2, [150, 50, 350, 30], 95, "SUBMITTALS"),
      row(4, 2, 0, [100, 90, 300, 30], -1),
      row(5, 2, 1, [100, 90, 300, 30], 20, " "),
    ].join("\n");
    const lines = parseOcrTsv(tsv);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ text: "1.4 SUBMITTALS", x0: 100, y0: 50, x1: 500, y1: 80 });
    // Pixels at 200 dpi become points.
    const [fragment] = toFragments(lines, 200, (t) => t);
    expect(fragment).toMatchObject({ x: 36, y: 18, width: 144 });
    expect(fragment!.height).toBeCloseTo(10.8);
  });
});

describe("parseOcrTsv on a noisy scan", () => {
  it("drops specks read as letters or punctuation, and short words read with next to no confidence", () => {
    const tsv = [
      header,
      row(4, 1, 0, [100, 50, 900, 30], -1),
      row(5, 1, 1, [100, 50, 40, 22], 96, "1.4"),
      row(5, 1, 2, [150, 50, 180, 22], 95, "SUBMITTALS"),
      // A two-pixel speck far to the right, read as "i" with fair confidence.
      row(5, 1, 3, [700, 58, 2, 2], 65, "i"),
      // A smudge read as "oe" at confidence 0.
      row(5, 1, 4, [800, 50, 30, 22], 0, "oe"),
      row(4, 2, 0, [100, 90, 400, 30], -1),
      // A paragraph letter and a dash read with low confidence are kept: the outline needs them.
      row(5, 2, 1, [100, 90, 20, 22], 12, "B:"),
      row(5, 2, 2, [130, 100, 8, 3], 80, "-"),
      row(5, 2, 3, [150, 90, 120, 22], 91, "Samples"),
    ].join("\n");
    expect(parseOcrTsv(tsv).map((line) => line.text)).toEqual(["1.4 SUBMITTALS", "B: - Samples"]);
  });
});

describe("countRealWords", () => {
  const line = (words: Array<[string, number]>) => ({
    text: "",
    x0: 0,
    y0: 0,
    x1: 1,
    y1: 1,
    words: words.map(([text, confidence]) => ({ text, confidence })),
  });

  it("counts confident words of three or more letters", () => {
    expect(
      countRealWords([
        line([
          ["Product", 95],
          ["Data:", 91],
          ["A.", 96],
          ["For", 88],
        ]),
      ]),
    ).toBe(3);
  });

  it("finds none in what tesseract makes of noise", () => {
    expect(
      countRealWords([
        line([
          ["Rg", 40],
          ["Firs", 31],
          ["el", 55],
          ["=", 20],
          ["TREN", 62],
          ["£", 12],
        ]),
      ]),
    ).toBe(0);
  });
});
