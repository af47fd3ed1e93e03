import { describe, expect, it } from "vitest";
import { clipTextBytes, countTextBytes, measureTextBytes } from "./content-text";

const stream = (text: string) => Buffer.from(text, "latin1");

describe("text in a content stream", () => {
  it("counts the bytes of literal and hex strings, escapes and nested parentheses included", () => {
    expect(countTextBytes(stream("BT /F1 12 Tf (Hello) Tj [(Wo) -20 (rld)] TJ <48656C6C6F> Tj ET"))).toBe(15);
    expect(countTextBytes(stream("BT (a\\) b) Tj (c (d) e) Tj ET"))).toBe(4 + 7);
  });

  it("skips dictionaries, comments and inline image data, whose bytes are not text", () => {
    const image = Buffer.concat([
      stream("BI /W 4 /H 1 /BPC 8 /CS /G ID "),
      Buffer.from([40, 40, 60, 41]),
      stream(" EI"),
    ]);
    const content = Buffer.concat([stream("/P <</MCID 0>> BDC % (not text)\n"), image, stream("\nBT (ok) Tj ET")]);
    expect(countTextBytes(content)).toBe(2);
  });

  it("keeps the first bytes of text and empties later strings, leaving every operator in place", () => {
    const content = stream("BT (abcdef) Tj (gh\\(ij) Tj <6B6C6D> Tj ET 0 0 m 1 1 l S");
    const clipped = clipTextBytes(content, 8).toString("latin1");
    expect(clipped).toBe("BT (abcdef) Tj (gh) Tj <> Tj ET 0 0 m 1 1 l S");
    expect(countTextBytes(Buffer.from(clipped, "latin1"))).toBe(8);
  });

  it("never cuts an escape in two and keeps a cut string's parentheses balanced", () => {
    expect(clipTextBytes(stream("(ab\\)cd) Tj"), 3).toString("latin1")).toBe("(ab\\)) Tj");
    expect(clipTextBytes(stream("(a(bcd)e) Tj"), 3).toString("latin1")).toBe("(a(b)) Tj");
    expect(clipTextBytes(stream("<41 42 43> Tj"), 2).toString("latin1")).toBe("<4142> Tj");
  });

  it("says whether a stream ends inside a string or an inline image's data, which the next stream would continue", () => {
    expect(measureTextBytes(stream("BT (ab) Tj ET % a comment"))).toEqual({ bytes: 2, closed: true });
    expect(measureTextBytes(stream("BT (ab) Tj (cd"))).toEqual({ bytes: 4, closed: false });
    expect(measureTextBytes(stream("BT (a (b) Tj"))).toMatchObject({ closed: false });
    expect(measureTextBytes(stream("BT <4142"))).toMatchObject({ closed: false });
    expect(measureTextBytes(stream("BI /W 1 /H 1 ID \x00\x01"))).toMatchObject({ closed: false });
    expect(measureTextBytes(stream("BI /W 1 /H 1 ID \x00 EI (x) Tj"))).toEqual({ bytes: 1, closed: true });
  });

  it("leaves a stream within the limit unchanged", () => {
    const content = stream("BT (short) Tj ET");
    expect(clipTextBytes(content, 100).equals(content)).toBe(true);
  });
});
