import { describe, expect, it } from "vitest";
import { splitColumns } from "./split-columns";
import type { TextFragment } from "../text-fragment";

const CHAR = 5;
const run = (text: string, x: number, y: number): TextFragment => ({
  text,
  x,
  y,
  width: text.length * CHAR,
  height: 10,
  upright: true,
});

describe("splitColumns", () => {
  it("keeps a page of one column whole when its writer set every word as a run of its own", () => {
    // Justified lines of twelve words over a 468-point measure: few runs reach into any band, but every row does.
    const words = "submit shop drawings for each railing showing anchors posts rails and welds".split(" ");
    const runs: TextFragment[] = [];
    for (let line = 0; line < 20; line++) {
      const order = [...words.slice(line % 7), ...words.slice(0, line % 7)];
      const gap = (468 - order.join("").length * CHAR) / (order.length - 1);
      let x = 72;
      for (const word of order) {
        runs.push(run(word, x, 72 + line * 13));
        x += word.length * CHAR + gap;
      }
    }
    expect(splitColumns(runs)).toEqual([{ runs, shift: 0 }]);
  });

  it("splits two columns of text and tells how far right the right one starts", () => {
    const runs: TextFragment[] = [];
    for (let line = 0; line < 20; line++) {
      runs.push(run(`left column line ${line} of wrapped text here`, 72, 72 + line * 13));
      runs.push(run(`right column line ${line} of its own text`, 318, 72 + line * 13));
    }
    const groups = splitColumns(runs);
    expect(groups.map((g) => [g.runs.length, g.shift])).toEqual([
      [20, 0],
      [20, 246],
    ]);
    expect(groups[0]!.runs.every((r) => r.x === 72)).toBe(true);
  });
});
