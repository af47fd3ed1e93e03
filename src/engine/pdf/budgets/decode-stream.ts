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

export function decodeWithCap(stream: mupdf.PDFObject, cap: number): DecodedStream {
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
    for (const [index, given] of filters.entries()) {
      const name = aliases[given] ?? given;
      const decode = decoders[name];
      const decoded = decode?.(data, cap, entry(params, index));
      if (decoded === "over") return "over";
      if (!decoded) return { unsupported: `/${given}` };
      data = decoded;
    }
    return data;
  } catch {
    // A stream mupdf cannot even load is reported when the page is read.
    return undefined;
  }
}
