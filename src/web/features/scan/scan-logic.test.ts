import { describe, expect, it } from "vitest";
import { MB } from "../../../contract/uploads";
import {
  floorsBuilt,
  floorsForBookSize,
  initialProgressMessage,
  progressPercent,
} from "@/shared/scans/building-progress-model";
import { addFiles, checkCredits, insufficientCreditsMessage } from "./file-selection";

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe("addFiles", () => {
  it("appends new files, ignores the same file dropped again, and stops at the limit", () => {
    const first = addFiles([], [file("a.pdf"), file("b.pdf")], 3);
    expect(first.files.map((f) => f.name)).toEqual(["a.pdf", "b.pdf"]);
    const second = addFiles(first.files, [file("a.pdf"), file("c.pdf"), file("d.pdf")], 3);
    expect(second.files.map((f) => f.name)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
    expect(second.droppedForLimit).toBe(1);
    expect(addFiles(second.files, [file("a.pdf", 2000)], 10).files).toHaveLength(4);
  });
});

describe("checkCredits", () => {
  it("sums ceil(MB / 50) per file with at least one each", () => {
    const check = checkCredits([{ size: 10 }, { size: 51 * MB }, { size: 100 * MB }], 4);
    expect(check).toEqual({ needed: 5, available: 4, sufficient: false });
    expect(insufficientCreditsMessage(check)).toBe(
      "You need 5 credit(s) to scan these documents. You have 4 credit(s).",
    );
    expect(checkCredits([{ size: 10 }], 1).sufficient).toBe(true);
    expect(checkCredits([], 0)).toEqual({ needed: 0, available: 0, sufficient: false });
  });
});

describe("building progress", () => {
  it("sizes the building between 3 and 12 floors", () => {
    expect(floorsForBookSize(0)).toBe(3);
    expect(floorsForBookSize(0.5 * MB)).toBe(4);
    expect(floorsForBookSize(10 * MB)).toBe(7);
    expect(floorsForBookSize(250 * MB)).toBe(11);
    expect(floorsForBookSize(5000 * MB)).toBe(12);
  });

  it("turns chunk counts into a percentage that reaches 100 only on completion", () => {
    const start = initialProgressMessage("s1");
    expect(start).toEqual({
      scanId: "s1",
      currentChunk: 0,
      totalChunks: 1,
      status: "processing",
      message: "Uploading and preparing document...",
    });
    expect(progressPercent(start)).toBe(0);
    expect(progressPercent({ ...start, currentChunk: 3, totalChunks: 4 })).toBe(75);
    expect(progressPercent({ ...start, currentChunk: 4, totalChunks: 4 })).toBe(99);
    expect(progressPercent({ ...start, status: "completed" })).toBe(100);
    expect(floorsBuilt(50, 8)).toBe(4);
    expect(floorsBuilt(100, 8)).toBe(8);
  });
});
