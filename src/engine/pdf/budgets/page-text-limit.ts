// A page's own strings held to what one page may show (`maxTextBytes`): measured one stream at a time, and where
// they show more, clipped (each stream alone, or joined as mupdf reads them when a stream ends inside a string).
import type * as mupdf from "mupdf";
import { clipTextBytes, countTextBytes, maxTextBytes, measureTextBytes } from "./content-text";
import { decodeMemoryMessage, releaseDecoded } from "./decode-stream";
import { holdJsBytes, releaseJsBytes } from "./mupdf-memory-budget";
import { PageOverBudgetError, decodeContent } from "./page-over-budget";
import { tooMuchText } from "./stream-costs";

/**
 * Clips the page's content when its own strings and `painted` (what its forms show) come to more than a page may
 * show: "text_clipped" when it did, undefined when the page was within the limit.
 */
export function limitPageText(
  object: mupdf.PDFObject,
  streams: mupdf.PDFObject[],
  painted: number,
): "text_clipped" | undefined {
  // The page's own strings, one stream at a time: each is decoded, measured and let go before the next.
  const shown: number[] = [];
  let lengths = 0;
  let closed = true;
  for (const stream of streams) {
    const content = decodeContent(stream);
    if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
    try {
      const measured = measureTextBytes(content);
      shown.push(measured.bytes);
      lengths += content.length + 1;
      closed &&= measured.closed;
    } finally {
      releaseDecoded(content);
    }
  }
  const text = shown.reduce((sum, bytes) => sum + bytes, painted);
  if (closed && text <= maxTextBytes) return undefined;
  if (closed) return clipEachStream(object, streams, shown, painted);
  return clipJoinedStreams(object, streams, lengths, painted);
}

/** Each stream is clipped alone to what the streams before it left; a stream within that is kept as it is. */
function clipEachStream(
  object: mupdf.PDFObject,
  streams: mupdf.PDFObject[],
  shown: number[],
  painted: number,
): "text_clipped" {
  let left = maxTextBytes - painted;
  const clipped = object._doc.newArray();
  for (const [index, stream] of streams.entries()) {
    if (shown[index]! <= left) {
      left -= shown[index]!;
      clipped.push(stream);
      continue;
    }
    const content = decodeContent(stream);
    try {
      if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
      clipped.push(object._doc.addStream(clipTextBytes(content, left), {}));
    } finally {
      releaseDecoded(content);
    }
    left = 0;
  }
  object.put("Contents", clipped);
  return "text_clipped";
}

/**
 * A stream ends inside a string or an inline image, so the next is read on as part of it: the streams are measured
 * joined, as mupdf reads them, in one buffer of `lengths` bytes that counts against the shared memory budget.
 */
function clipJoinedStreams(
  object: mupdf.PDFObject,
  streams: mupdf.PDFObject[],
  lengths: number,
  painted: number,
): "text_clipped" | undefined {
  if (!holdJsBytes(lengths)) throw new PageOverBudgetError(decodeMemoryMessage);
  try {
    const joined = Buffer.allocUnsafe(lengths);
    let at = 0;
    for (const stream of streams) {
      const content = decodeContent(stream);
      if (!(content instanceof Buffer)) throw new PageOverBudgetError(tooMuchText);
      at += content.copy(joined, at);
      joined[at++] = 0x0a;
      releaseDecoded(content);
    }
    if (painted + countTextBytes(joined) <= maxTextBytes) return undefined;
    // The page's own streams, joined and clipped to what the forms leave, become its content.
    object.put("Contents", object._doc.addStream(clipTextBytes(joined, maxTextBytes - painted), {}));
    return "text_clipped";
  } finally {
    releaseJsBytes(lengths);
  }
}
