import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { NotAPdfError, hasPdfSignature } from "../../../engine";
import { createPdfHeaderFilter } from "./pdf-header-filter";

async function run(chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.push(chunk);
      callback();
    },
  });
  await pipeline(Readable.from(chunks), createPdfHeaderFilter(), sink);
  return Buffer.concat(out);
}

describe("PDF header filter", () => {
  it("passes a PDF through unchanged, even when the header is split across chunks", async () => {
    const chunks = [Buffer.from("%P"), Buffer.from("DF-1.7\n"), Buffer.alloc(5000, 1)];
    expect((await run(chunks)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it("accepts junk before the header within the first 1024 bytes", async () => {
    const data = Buffer.concat([Buffer.alloc(1000, 32), Buffer.from("%PDF-1.4"), Buffer.alloc(10)]);
    await expect(run([data])).resolves.toHaveLength(data.length);
    expect(hasPdfSignature(data)).toBe(true);
  });

  it("rejects a file whose header starts after the first 1024 bytes", async () => {
    const data = Buffer.concat([Buffer.alloc(1020, 32), Buffer.from("%PDF-1.4")]);
    await expect(run([data])).rejects.toBeInstanceOf(NotAPdfError);
  });

  it("rejects text renamed to .pdf and empty files", async () => {
    await expect(run([Buffer.from("just some notes")])).rejects.toBeInstanceOf(NotAPdfError);
    await expect(run([])).rejects.toBeInstanceOf(NotAPdfError);
  });
});
