import { describe, expect, it } from "vitest";
import { DeclaredPageCounter } from "./declared-page-count";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `text` in chunks of `size` bytes. */
function countIn(text: string, size: number): number | undefined {
  const counter = new DeclaredPageCounter();
  const all = bytes(text);
  for (let at = 0; at < all.length; at += size) counter.push(all.subarray(at, at + size));
  return counter.finish();
}

const book = [
  "%PDF-1.7",
  "1 0 obj << /Type /Catalog /Pages 2 0 R /Outlines 5 0 R >> endobj",
  "2 0 obj << /Kids [3 0 R 4 0 R] /Type /Pages /Count 120000 >> endobj",
  "3 0 obj << /Type /Pages /Parent 2 0 R /Count 60000 >> endobj",
  "4 0 obj << /Type /Page /Parent 2 0 R >> endobj",
  "5 0 obj << /Type /Outlines /Count 900000 >> endobj",
  "trailer << /Root 1 0 R >>",
].join("\n");

describe("the page count a PDF declares", () => {
  it("is the largest /Count of a page-tree node, wherever the file is cut into chunks", () => {
    for (const size of [1, 2, 3, 7, 64, 65, 100, 4096]) expect(countIn(book, size), `chunks of ${size}`).toBe(120000);
  });

  it("ignores an outline's count, a referenced count and a page tree it cannot read", () => {
    expect(countIn(book.replace("/Count 120000", "/Count 9 0 R").replace("/Count 60000", ""), 50)).toBeUndefined();
    expect(countIn("%PDF-1.7\n1 0 obj << /Type /ObjStm /N 4 /First 20 >> stream\nx\x9c\x03\nendstream endobj", 8)).toBe(
      undefined,
    );
    expect(countIn(book.replace("/Type /Pages /Count 120000", "/Type /PagesX /Count 120000"), 10)).toBe(60000);
  });
});
