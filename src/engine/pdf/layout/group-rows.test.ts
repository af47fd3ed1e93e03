import { describe, expect, it } from "vitest";
import { groupRows, linesFromRuns } from "./group-rows";
import type { TextFragment } from "../text-fragment";

const run = (text: string, x: number, y: number, height: number, width = text.length * 5): TextFragment => ({
  text,
  x,
  y,
  width,
  height,
  upright: true,
});
const texts = (rows: { text: string }[][]) => rows.map((row) => row.map((piece) => piece.text));

// Boxes as mupdf reports them for 10 pt Helvetica set on 12 pt leading (taller than the step), with a 12 pt bold
// word and a 6 pt superscript raised 2 pt on the first line.
const lineAbove = run("the line above", 72, 84.43, 13.74);
const body = run("Floor area 10 m", 72, 96.43, 13.74, 70.58);
const superscript = run("2", 142, 95.86, 8.24, 3.34);
const sameLine = run("per room;", 160, 96.43, 14.67);
const larger = run("BOLD", 240, 94.78, 16.52, 34);
const lineBelow = run("the line below", 72, 108.43, 13.74);

describe("groupRows", () => {
  it("keeps runs of one line in other fonts and sizes on it, apart from the lines above and below", () => {
    const rows = groupRows([lineBelow, larger, body, lineAbove, sameLine]);
    expect(texts(rows)).toEqual([["the line above"], ["Floor area 10 m", "per room;", "BOLD"], ["the line below"]]);
  });

  it("keeps a superscript on its own line, not the line above it", () => {
    const rows = groupRows([lineAbove, body, superscript, sameLine, lineBelow]);
    expect(texts(rows)).toEqual([["the line above"], ["Floor area 10 m", "2", "per room;"], ["the line below"]]);
  });

  it("puts two columns' lines that share a baseline on one row, left first, whatever order they come in", () => {
    const left = [run("A. Product Data: For each", 72, 110, 13.74), run("type of door hardware.", 72, 123, 13.74)];
    const right = [run("C. Samples: Submit one", 320, 110, 13.74), run("of each finish.", 320, 123, 13.74)];
    expect(texts(groupRows([...left, ...right]))).toEqual([
      ["A. Product Data: For each", "C. Samples: Submit one"],
      ["type of door hardware.", "of each finish."],
    ]);
  });

  it("joins a run whose centre is within 0.45 of the taller height, and no further", () => {
    const base = run("base", 72, 100, 10);
    expect(texts(groupRows([base, run("near", 120, 104, 10)]))).toEqual([["base", "near"]]);
    expect(texts(groupRows([base, run("far", 120, 105, 10)]))).toEqual([["base"], ["far"]]);
    // A small run 5 pt off a 12 pt run's centre is within 0.45 of the taller height, though not of its own.
    expect(texts(groupRows([run("tall", 72, 100, 12), run("small", 120, 108, 6)]))).toEqual([["tall", "small"]]);
  });

  it("leaves lines it has joined as they are when they are grouped again", () => {
    const lines = linesFromRuns([lineAbove, body, superscript, sameLine, larger, lineBelow]);
    expect(groupRows(lines).map((row) => row.length)).toEqual([1, 1, 1]);
    expect(groupRows(lines).map((row) => row[0])).toEqual(lines);
  });
});

describe("linesFromRuns", () => {
  it("joins a line's runs into one text, spacing them only where there is a visible gap", () => {
    const [, line] = linesFromRuns([lineAbove, body, superscript, sameLine, larger, lineBelow]);
    expect(line!.text).toBe("Floor area 10 m2 per room; BOLD");
    // The line's box holds all of its runs: here the bold word's box, which reaches highest and lowest.
    expect(line!.x).toBe(72);
    expect(line!.y).toBeCloseTo(94.78, 2);
    expect(line!.width).toBeCloseTo(240 + 34 - 72, 2);
    expect(line!.height).toBeCloseTo(16.52, 2);
  });
});
