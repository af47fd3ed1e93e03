import { describe, expect, it } from "vitest";
import { cropBand, inkedBlocks, probeBands, restAround } from "./ocr-probe-bands";
import type { PageImage } from "../render-page";

/** A white page `height` rows tall with black rows where `inked(row)` says. */
function page(width: number, height: number, inked: (row: number) => boolean): PageImage {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  for (let row = 0; row < height; row++)
    if (inked(row)) pgm.fill(0, header.length + row * width, header.length + (row + 1) * width);
  return { pgm, headerLength: header.length, width, height };
}

describe("probeBands", () => {
  it("finds no band on a blank page", () => {
    expect(probeBands(page(10, 1200, () => false))).toEqual([]);
  });

  it("finds no band on a page whose ink is too short to be a line of text (a dot, a rule)", () => {
    expect(probeBands(page(200, 200, (row) => row >= 100 && row < 103))).toEqual([]);
    expect(probeBands(page(200, 200, (row) => row >= 100 && row < 110)).length).toBeGreaterThan(0);
  });

  it("centres the first band on the middle of the inked rows and cuts it along blank rows", () => {
    // Text lines 20 rows tall every 40 rows, from row 400 to row 1000.
    const image = page(10, 1200, (row) => row >= 400 && row < 1000 && row % 40 < 20);
    const [first, ...others] = probeBands(image);
    expect(first!.top).toBeGreaterThan(600);
    expect(first!.top + first!.height).toBeLessThan(800);
    for (const band of [first!, ...others]) {
      const edges = [band.top, band.top + band.height - 1];
      for (const edge of edges) expect(edge % 40 >= 20 || edge < 400 || edge >= 1000).toBe(true);
    }
    expect(others.length).toBeGreaterThan(0);
  });

  it("says whether a band was cut along blank rows, and the rest of the page around it covers every other row", () => {
    const lines = page(10, 1200, (row) => row >= 400 && row < 1000 && row % 40 < 20);
    const [band] = probeBands(lines);
    expect(band!.cutClean).toBe(true);
    const rest = restAround(lines, band!);
    const rows = [...rest, band!].flatMap((part) => Array.from({ length: part.height }, (_, i) => part.top + i));
    expect(rows.sort((a, b) => a - b)).toEqual(Array.from({ length: 1200 }, (_, i) => i));
    // Ink in every row (a photograph, noise): no blank row to cut along.
    const [solid] = probeBands(page(10, 1200, () => true));
    expect(solid!.cutClean).toBe(false);
  });

  it("crops a band into an image of its own", () => {
    const image = page(4, 100, (row) => row === 50);
    const band = cropBand(image, { top: 49, height: 3 });
    expect([band.width, band.height]).toEqual([4, 3]);
    expect([...band.pgm.subarray(band.headerLength)]).toEqual([
      ...Array(4).fill(255),
      ...Array(4).fill(0),
      ...Array(4).fill(255),
    ]);
  });
});

describe("inkedBlocks", () => {
  /** A page 2000 pixels wide: `lines` rows fully inked, and a speck of two dark pixels on every tenth row. */
  function scan(height: number, lines: (row: number) => boolean): PageImage {
    const image = page(2000, height, lines);
    for (let row = 0; row < height; row += 10)
      image.pgm.fill(0, image.headerLength + row * 2000 + 7, image.headerLength + row * 2000 + 9);
    return image;
  }

  it("finds nothing to read in a region holding only specks", () => {
    const image = scan(1200, () => false);
    expect(inkedBlocks(image, { top: 0, height: 1200 })).toEqual([]);
  });

  it("reads the inked rows with a margin, split where a tall blank stretch separates them", () => {
    // A heading at rows 100–119 and a footer at rows 1100–1119, blank (but for specks) between them.
    const image = scan(1200, (row) => (row >= 100 && row < 120) || (row >= 1100 && row < 1120));
    expect(inkedBlocks(image, { top: 0, height: 1200 })).toEqual([
      { top: 88, height: 44 },
      { top: 1088, height: 44 },
    ]);
    // Within a region, rows are counted from the region's top and given back in page rows.
    expect(inkedBlocks(image, { top: 1000, height: 200 })).toEqual([{ top: 1088, height: 44 }]);
  });
});
