import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  drawLineNumberedPage,
  drawTwoColumnPage,
  leftColumnText,
  rightColumnText,
} from "../../../../tests/fixtures/pdf/draw-layouts";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import type { PageText } from "../../types";
import { extractPages } from "../reading/extract-pages";

let dir: string;

async function firstPage(draw: Parameters<typeof writePdf>[1]): Promise<PageText> {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writePdf(path, draw);
  for await (const page of extractPages(path, { threads: 0 })) return page;
  throw new Error("no page");
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "reading-order-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("reading order", () => {
  it("reads a two-column page column by column, under its full-width title", async () => {
    const page = await firstPage(drawTwoColumnPage);
    const texts = page.lines.map((l) => l.text);
    expect(texts[0]).toBe("SECTION 08 71 00 - DOOR HARDWARE SUBMITTALS AND SCHEDULES");
    const left = Array.from({ length: 12 }, (_, i) => leftColumnText[i % 4]);
    const right = Array.from({ length: 12 }, (_, i) => rightColumnText[i % 4]);
    expect(texts.slice(1)).toEqual([...left, ...right]);
    // Right-column lines keep their own x, so indentation still means something.
    expect(page.lines[13]!.x).toBeCloseTo(320, 0);
  });

  it("reads columns of short list items column by column, between a full-width header and the page foot", async () => {
    const header = [
      "The requirements below apply to each item listed in both columns of this page and to the related work",
      "that the drawings show; where the two disagree, the drawings govern and the Engineer decides the rest.",
    ];
    const column = (side: string) => [
      `Submit the following for the ${side} side of the`,
      "building before any work starts on the site:",
      ...Array.from({ length: 8 }, (_, i) => `${"abcdefgh"[i]}. ${side} item ${i + 1}`),
    ];
    const page = await firstPage((doc) => {
      doc.font("Helvetica").fontSize(10);
      header.forEach((line, i) => doc.text(line, 72, 72 + i * 12, { lineBreak: false }));
      for (const [x, side] of [
        [72, "north"],
        [318, "south"],
      ] as const) {
        column(side).forEach((line, i) =>
          doc.text(line, i < 2 ? x : x + 18, 110 + i * 12 + (i >= 2 ? (i - 1) * 6 : 0), { lineBreak: false }),
        );
      }
      doc.text("SECTION 01 10 00  Page 3", 72, 740, { lineBreak: false });
    });
    expect(page.lines.map((l) => l.text)).toEqual([
      ...header,
      ...column("north"),
      ...column("south"),
      "SECTION 01 10 00  Page 3",
    ]);
    // Each column is its own reading group; the right one knows how far right of the left column it starts.
    const south = page.lines.find((l) => l.text.startsWith("a. south"))!;
    const north = page.lines.find((l) => l.text.startsWith("a. north"))!;
    expect(south.group).not.toBe(north.group);
    expect(south.shift).toBeCloseTo(318 - 72, 0);
    expect(north.shift).toBeUndefined();
  });

  it("reads a table of two wide columns row by row when its rows start on the same lines", async () => {
    const rows = Array.from({ length: 5 }, (_, row) => ({
      left: [`Deliverable number ${row + 1} for the pump station`, "and its standby generator set"],
      right: [`Due ${row + 2} weeks after award of the contract,`, "with one copy to the owner's operator"],
    }));
    const page = await firstPage((doc) => {
      doc.font("Helvetica").fontSize(10);
      rows.forEach((row, r) =>
        [0, 1].forEach((line) => {
          const y = 100 + r * 30 + line * 12;
          doc.text(row.left[line]!, 72, y, { lineBreak: false });
          doc.text(row.right[line]!, 318, y, { lineBreak: false });
        }),
      );
    });
    expect(page.lines.map((l) => l.text)).toEqual(
      rows.flatMap((row) => [0, 1].map((line) => `${row.left[line]} ${row.right[line]}`)),
    );
  });

  it("drops line numbers printed in the left margin", async () => {
    const spec = [
      "1.4 ACTION SUBMITTALS",
      "A. Product Data: For each type of product.",
      "B. Shop Drawings: For each unit.",
      "1.5 CLOSEOUT SUBMITTALS",
      "A. Maintenance Data: For each unit.",
      "B. Warranty documentation.",
    ];
    const page = await firstPage((doc) => drawLineNumberedPage(doc, spec));
    expect(page.lines.map((l) => l.text)).toEqual(spec);
    expect(page.lines[0]!.x).toBeCloseTo(72, 0);
  });

  it("keeps a numbered table column when it is not a margin", async () => {
    const page = await firstPage((doc) => {
      doc.font("Helvetica").fontSize(10);
      for (let row = 1; row <= 6; row++) {
        const y = 72 + row * 14;
        doc.text(String(row), 72, y, { lineBreak: false });
        doc.text(`Door type ${row}`, 100, y, { lineBreak: false });
        doc.text("Hollow metal", 250, y, { lineBreak: false });
        doc.text("Painted", 400, y, { lineBreak: false });
      }
    });
    expect(page.lines.map((l) => l.text)).toEqual(
      Array.from({ length: 6 }, (_, i) => `${i + 1} Door type ${i + 1} Hollow metal Painted`),
    );
  });
});

describe("sideways text", () => {
  it("keeps rotated runs out of the rows they cross and puts them after the page text", async () => {
    const page = await firstPage((doc) => {
      doc.font("Helvetica").fontSize(10);
      doc.text("1.4 ACTION SUBMITTALS", 72, 300, { lineBreak: false });
      doc.text("A. Product Data: For each product.", 90, 313, { lineBreak: false });
      doc
        .save()
        .rotate(-90, { origin: [40, 400] })
        .text("ISSUED FOR CONSTRUCTION", 40, 400, { lineBreak: false })
        .restore();
    });
    expect(page.lines.map((l) => l.text)).toEqual([
      "1.4 ACTION SUBMITTALS",
      "A. Product Data: For each product.",
      "ISSUED FOR CONSTRUCTION",
    ]);
  });

  it("treats a stamp set at an angle as sideways, and a line set a hair off level as upright", async () => {
    const page = await firstPage((doc) => {
      doc.font("Helvetica").fontSize(10);
      doc.text("1.4 ACTION SUBMITTALS", 72, 300, { lineBreak: false });
      doc
        .save()
        .rotate(-30, { origin: [150, 306] })
        .text("APPROVED", 150, 306, { lineBreak: false })
        .restore();
      doc
        .save()
        .rotate(0.5, { origin: [90, 313] })
        .text("A. Product Data: For each product.", 90, 313, { lineBreak: false })
        .restore();
    });
    expect(page.lines.map((l) => l.text)).toEqual([
      "1.4 ACTION SUBMITTALS",
      "A. Product Data: For each product.",
      "APPROVED",
    ]);
  });
});
