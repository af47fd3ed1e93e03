// Incompressible RGB noise as a PNG, deterministic per seed: stands in for the photos and scans that make spec books large.
import { crc32, deflateSync } from "node:zlib";

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function noisePng(width, height, seed) {
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < raw.length; i += 4) {
    // xorshift32: fast and repeatable, and random enough that deflate cannot shrink it
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    raw.writeUInt32LE(state >>> 0, Math.min(i, raw.length - 4));
  }
  for (let row = 0; row < height; row++) raw[row * rowBytes] = 0; // filter type "none" on every row
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
