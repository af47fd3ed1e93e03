// Decodes a stream of drawing instructions through its whole filter chain with an output cap at every stage, so a
// bomb nested in a bomb ([/FlateDecode /FlateDecode]) or hidden behind another filter stops at the cap.
import type * as mupdf from "mupdf";
import {
  ascii85Decode,
  asciiHexDecode,
  inflateCapped,
  lzwDecode,
  runLengthDecode,
  type Decoded,
} from "./capped-decoders";
import { undoPredictor } from "./stream-predictors";
import { holdJsBytes, jsBytesAvailable, releaseJsBytes } from "./mupdf-memory-budget";

/**
 * The decoded bytes would not fit in the memory budget mupdf and the page budget's decoders share
 * (mupdf-memory-budget.ts): the page is given up as too costly, as when mupdf's own allocation fails.
 */
export const decodeMemoryMessage =
  "decoding its drawing instructions needs more memory than the scanner allows for one page";

export class DecodeMemoryError extends Error {
  constructor() {
    super(decodeMemoryMessage);
    this.name = "DecodeMemoryError";
  }
}

/** Bytes a decoded stream holds against the shared budget until `releaseDecoded` gives them back. */
const held = new WeakMap<Buffer, number>();

/** Gives back what `decodeWithCap` holds for its answer (once the caller is done with the bytes). */
export function releaseDecoded(decoded: DecodedStream): void {
  if (!(decoded instanceof Buffer)) return;
  releaseJsBytes(held.get(decoded) ?? 0);
  held.delete(decoded);
}

/**
 * The decoded bytes, "over" past the cap, "unsupported" when a filter is one the scanner does not decode (image
 * codecs such as /DCTDecode or /CCITTFaxDecode, which no writer puts on drawing instructions), or undefined when
 * mupdf cannot load the stream at all (the page reports that itself).
 */
export type DecodedStream = Decoded | { unsupported: string } | undefined;

/** Filter names, full and abbreviated (inline images use the short ones). */
type Params = mupdf.PDFObject | undefined;
const decoders: Record<string, (input: Buffer, cap: number, params: Params) => Decoded | undefined> = {
  FlateDecode: (input, cap, params) => withPredictor(inflateCapped(input, cap), params),
  LZWDecode: (input, cap, params) => {
    const early = params?.isDictionary() ? params.get("EarlyChange") : undefined;
    return withPredictor(lzwDecode(input, cap, early?.isNumber() ? early.asNumber() : 1), params);
  },
  RunLengthDecode: runLengthDecode,
  ASCII85Decode: ascii85Decode,
  ASCIIHexDecode: asciiHexDecode,
};
const aliases: Record<string, string> = {
  Fl: "FlateDecode",
  LZW: "LZWDecode",
  RL: "RunLengthDecode",
  A85: "ASCII85Decode",
  AHx: "ASCIIHexDecode",
};

function withPredictor(decoded: Decoded, params: Params): Decoded | undefined {
  if (decoded === "over" || !params?.isDictionary()) return decoded;
  const number = (key: string, fallback: number) => {
    const value = params.get(key);
    return value.isNumber() ? value.asNumber() : fallback;
  };
  return undoPredictor(decoded, {
    predictor: number("Predictor", 1),
    colors: number("Colors", 1),
    bitsPerComponent: number("BitsPerComponent", 8),
    columns: number("Columns", 1),
  });
}

/** mupdf's Null object has no document: resolving it throws. */
const resolve = (object: mupdf.PDFObject) => (object.isNull() ? object : object.resolve());

/** Entry `index` of a value that is one dictionary or an array of them (DecodeParms). */
function entry(value: mupdf.PDFObject, index: number): Params {
  if (value.isArray()) return index < value.length ? resolve(value.get(index)) : undefined;
  return index === 0 && value.isDictionary() ? value : undefined;
}

/**
 * Every stage's input and output are counted against the shared memory budget while they are held, and a stage may
 * decode no more than the budget can lend at its start: a bomb behind a chain stops at the cap or at what is left of
 * the budget, whichever comes first (the latter throws `DecodeMemoryError`). The bytes returned stay counted until
 * `releaseDecoded`.
 */
export function decodeWithCap(stream: mupdf.PDFObject, cap: number): DecodedStream {
  let holding = 0;
  const hold = (bytes: number) => {
    if (!holdJsBytes(bytes)) throw new DecodeMemoryError();
    holding += bytes;
  };
  const release = (bytes: number) => {
    releaseJsBytes(bytes);
    holding -= bytes;
  };
  try {
    if (!stream.isStream()) return undefined;
    const dict = stream.resolve();
    const filter = resolve(dict.get("Filter"));
    let params = dict.get("DecodeParms");
    if (params.isNull()) params = dict.get("DP");
    params = resolve(params);
    const filters: string[] = [];
    if (filter.isName()) filters.push(filter.asName());
    else if (filter.isArray()) {
      for (let i = 0; i < filter.length; i++) {
        const name = resolve(filter.get(i));
        filters.push(name.isName() ? name.asName() : "(not a name)");
      }
    } else if (!filter.isNull()) filters.push("(not a name)");
    const raw = stream.readRawStream();
    let data: Buffer = Buffer.from(raw.asUint8Array());
    raw.destroy();
    if (data.length > cap) return "over";
    hold(data.length);
    for (const [index, given] of filters.entries()) {
      const name = aliases[given] ?? given;
      const decode = decoders[name];
      // What the budget can lend now bounds the stage as the cap does; past it, the page costs too much memory.
      const lendable = jsBytesAvailable();
      const stageCap = Math.min(cap, lendable);
      const decoded = decode?.(data, stageCap, entry(params, index));
      if (decoded === "over") {
        if (stageCap < cap) throw new DecodeMemoryError();
        return "over";
      }
      if (!decoded) return { unsupported: `/${given}` };
      hold(decoded.length);
      release(data.length);
      data = decoded;
    }
    held.set(data, data.length);
    holding -= data.length;
    return data;
  } catch (error) {
    if (error instanceof DecodeMemoryError) throw error;
    // A stream mupdf cannot even load is reported when the page is read.
    return undefined;
  } finally {
    if (holding > 0) releaseJsBytes(holding);
  }
}
