// The PDF stream filters that can expand data, each decoding into at most `cap` bytes: a stream that would decode to
// more is answered "over" as soon as it passes the cap, so a bomb costs the cap, never its full size. Damaged data
// ends the output where the damage starts, as mupdf's own decoders do, so what is counted is what mupdf would run.
import { constants, inflateSync } from "node:zlib";

export type Decoded = Buffer | "over";

/** Collects output bytes up to a cap; `push` answers false once the cap would be passed. */
class CappedOutput {
  private buffer: Buffer;
  length = 0;
  constructor(
    private readonly cap: number,
    expected: number,
  ) {
    this.buffer = Buffer.alloc(Math.min(cap, Math.max(256, expected)));
  }

  /** Room for `count` more bytes; false past the cap. */
  reserve(count: number): boolean {
    const needed = this.length + count;
    if (needed > this.cap) return false;
    if (needed > this.buffer.length) {
      const grown = Buffer.alloc(Math.min(this.cap, Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    return true;
  }

  push(byte: number): boolean {
    if (!this.reserve(1)) return false;
    this.buffer[this.length++] = byte;
    return true;
  }

  /** The buffer itself, for a caller that reserved room and writes in place. */
  get bytes(): Buffer {
    return this.buffer;
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

const isPdfWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/**
 * Inflates zlib data. Data cut short gives what it holds (mupdf reads truncated streams); data damaged partway gives
 * the longest undamaged prefix's output, found by halving, since mupdf stops at the damage too.
 */
export function inflateCapped(input: Uint8Array, cap: number): Decoded {
  const inflate = (bytes: Uint8Array) =>
    inflateSync(bytes, { maxOutputLength: cap, finishFlush: constants.Z_SYNC_FLUSH });
  try {
    return inflate(input);
  } catch (error) {
    // ERR_BUFFER_TOO_LARGE: the cap was reached before the damage (if any).
    if (error instanceof RangeError) return "over";
  }
  let good = 0;
  let bad = input.length;
  let output = Buffer.alloc(0);
  while (bad - good > 1) {
    const middle = (good + bad) >>> 1;
    try {
      output = inflate(input.subarray(0, middle));
      good = middle;
    } catch (error) {
      if (error instanceof RangeError) return "over";
      bad = middle;
    }
  }
  return output;
}

/** LZWDecode: 9- to 12-bit codes, 256 clears the table, 257 ends; `earlyChange` widens codes one code early. */
export function lzwDecode(input: Uint8Array, cap: number, earlyChange = 1): Decoded {
  const prefix = new Int32Array(4096);
  const last = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let code = 0; code < 256; code++) {
    last[code] = code;
    first[code] = code;
    lengths[code] = 1;
  }
  const out = new CappedOutput(cap, input.length * 4);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let held = 0;
  let at = 0;
  for (;;) {
    while (held < width && at < input.length) {
      bits = ((bits << 8) | input[at++]!) >>> 0;
      held += 8;
    }
    if (held < width) break;
    const code = (bits >>> (held - width)) & ((1 << width) - 1);
    held -= width;
    bits &= (1 << held) - 1;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    if (previous === -1) {
      if (code > 255) break;
      if (!out.push(code)) return "over";
      previous = code;
      continue;
    }
    // The entry being defined starts with the previous string; its last byte is the current string's first.
    if (code > next || (code === next && next >= 4096)) break;
    if (next < 4096) {
      prefix[next] = previous;
      lengths[next] = lengths[previous]! + 1;
      first[next] = first[previous]!;
      last[next] = code === next ? first[previous]! : first[code]!;
      next++;
    }
    const length = lengths[code]!;
    if (!out.reserve(length)) return "over";
    const bytes = out.bytes;
    let walk = code;
    for (let i = out.length + length - 1; i >= out.length; i--) {
      bytes[i] = last[walk]!;
      walk = prefix[walk]!;
    }
    out.length += length;
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
  return out.result();
}

/** RunLengthDecode: a length byte copies the next 1–128 bytes, or repeats the next byte 2–128 times; 128 ends. */
export function runLengthDecode(input: Uint8Array, cap: number): Decoded {
  const out = new CappedOutput(cap, input.length * 2);
  let at = 0;
  while (at < input.length) {
    const length = input[at++]!;
    if (length === 128) break;
    if (length < 128) {
      const run = input.subarray(at, at + length + 1);
      if (!out.reserve(run.length)) return "over";
      out.bytes.set(run, out.length);
      out.length += run.length;
      at += length + 1;
    } else {
      if (at >= input.length) break;
      const count = 257 - length;
      if (!out.reserve(count)) return "over";
      out.bytes.fill(input[at++]!, out.length, out.length + count);
      out.length += count;
    }
  }
  return out.result();
}

/** ASCIIHexDecode: pairs of hex digits up to `>`; an odd last digit counts as followed by 0. */
export function asciiHexDecode(input: Uint8Array, cap: number): Decoded {
  const out = new CappedOutput(cap, input.length / 2);
  let high = -1;
  for (const byte of input) {
    if (isPdfWhite(byte)) continue;
    if (byte === 0x3e) break;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) break;
    if (high < 0) high = digit;
    else {
      if (!out.push(high * 16 + digit)) return "over";
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high * 16)) return "over";
  return out.result();
}

/** ASCII85Decode: groups of five characters `!`–`u` make four bytes, `z` four zeros, `~>` ends. */
export function ascii85Decode(input: Uint8Array, cap: number): Decoded {
  const out = new CappedOutput(cap, input.length);
  let group = 0;
  let count = 0;
  for (const byte of input) {
    if (isPdfWhite(byte)) continue;
    if (byte === 0x7e) break;
    if (byte === 0x7a && count === 0) {
      if (!out.reserve(4)) return "over";
      out.bytes.fill(0, out.length, out.length + 4);
      out.length += 4;
      continue;
    }
    if (byte < 0x21 || byte > 0x75) break;
    group = group * 85 + (byte - 0x21);
    if (++count === 5) {
      if (!out.reserve(4)) return "over";
      out.bytes.writeUInt32BE(group >>> 0, out.length);
      out.length += 4;
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let i = count; i < 5; i++) group = group * 85 + 84;
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(group >>> 0);
    if (!out.reserve(count - 1)) return "over";
    out.bytes.set(tail.subarray(0, count - 1), out.length);
    out.length += count - 1;
  }
  return out.result();
}
