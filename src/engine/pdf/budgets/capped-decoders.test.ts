import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { lzwRepeated } from "../../../../tests/fixtures/pdf/hostile-pdfs";
import { ascii85Decode, asciiHexDecode, inflateCapped, lzwDecode, runLengthDecode } from "./capped-decoders";
import { undoPredictor } from "./stream-predictors";

const cap = 1 << 20;
const text = (decoded: Buffer | "over") => (decoded === "over" ? decoded : decoded.toString("latin1"));

describe("capped decoders", () => {
  it("decode LZW as the PDF reference's example, and stop at the cap", () => {
    // ISO 32000-1, 7.4.4.2: "-----A---B" is encoded as 80 0B 60 50 22 0C 0C 85 01.
    expect(text(lzwDecode(Buffer.from("800B6050220C0C8501", "hex"), cap))).toBe("-----A---B");
    const run = lzwDecode(lzwRepeated(0x20, 100_000), cap) as Buffer;
    expect(run.length).toBeGreaterThanOrEqual(100_000);
    expect(run.length).toBeLessThan(100_000 + 3_839);
    expect(run.every((byte) => byte === 0x20)).toBe(true);
    expect(lzwDecode(lzwRepeated(0x20, 10_000_000), cap)).toBe("over");
  });

  it("decode run-length, ASCIIHex and ASCII85 data, ending at their end markers", () => {
    expect(text(runLengthDecode(Buffer.from([2, 0x61, 0x62, 0x63, 253, 0x2d, 128, 0x7a]), cap))).toBe("abc----");
    expect(runLengthDecode(Buffer.from([129, 0x20]), 100)).toBe("over");
    expect(text(asciiHexDecode(Buffer.from("48 65 6c\n6C 6f 4>"), cap))).toBe("Hello@");
    expect(text(ascii85Decode(Buffer.from('87cURD]i,"Ebo80~>'), cap))).toBe("Hello World!");
    expect(ascii85Decode(Buffer.from("z".repeat(1000)), 3000)).toBe("over");
  });

  it("inflate what a damaged stream holds before the damage, and stop at the cap", () => {
    const data = Buffer.from("BT (PART 1 - GENERAL) Tj ET\n".repeat(200));
    const deflated = deflateSync(data);
    const truncated = inflateCapped(deflated.subarray(0, deflated.length >> 1), cap);
    expect(truncated).toBeInstanceOf(Buffer);
    expect(data.toString("latin1").startsWith((truncated as Buffer).toString("latin1"))).toBe(true);
    const damaged = Buffer.concat([deflated.subarray(0, deflated.length - 8), Buffer.from("garbage!garbage!")]);
    expect((inflateCapped(damaged, cap) as Buffer).length).toBeGreaterThan(0);
    expect(inflateCapped(deflateSync(Buffer.alloc(cap + 1)), cap)).toBe("over");
  });

  it("undo PNG and TIFF predictors", () => {
    // Two rows of three bytes: "Sub" then "Up".
    const png = Buffer.from([1, 10, 1, 1, 2, 1, 1, 1]);
    expect([...undoPredictor(png, { predictor: 12, colors: 1, bitsPerComponent: 8, columns: 3 })!]).toEqual([
      10, 11, 12, 11, 12, 13,
    ]);
    const tiff = Buffer.from([10, 1, 1, 5, 1, 1]);
    expect([...undoPredictor(tiff, { predictor: 2, colors: 1, bitsPerComponent: 8, columns: 3 })!]).toEqual([
      10, 11, 12, 5, 6, 7,
    ]);
  });
});
