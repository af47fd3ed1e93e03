// Accepts an upload as a PDF by its content while it streams in, by the engine's signature rule.
import { Transform, type TransformCallback } from "node:stream";
import { NotAPdfError, PDF_SIGNATURE_WINDOW, hasPdfSignature } from "../../../engine";

/**
 * A pass-through stream that fails with NotAPdfError unless the signature appears in the first 1024 bytes.
 * A rejected file is still read to its end (and dropped), so the rest of the upload arrives and the client
 * gets the 400 instead of a reset connection.
 */
export function createPdfHeaderFilter(): Transform {
  let head = Buffer.alloc(0);
  let state: "unknown" | "pdf" | "rejected" = "unknown";

  const inspect = (final: boolean) => {
    if (state !== "unknown") return;
    if (hasPdfSignature(head)) state = "pdf";
    else if (final || head.length >= PDF_SIGNATURE_WINDOW) state = "rejected";
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (state === "unknown") {
        head = Buffer.concat([head, chunk.subarray(0, PDF_SIGNATURE_WINDOW - head.length)]);
        inspect(false);
      }
      callback(null, state === "rejected" ? undefined : chunk);
    },
    flush(callback: TransformCallback) {
      inspect(true);
      callback(state === "rejected" ? new NotAPdfError("upload without a %PDF- header") : null);
    },
  });
}
