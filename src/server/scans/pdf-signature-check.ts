// Accepts a file as a PDF by its content: readers accept the `%PDF-` header anywhere in the first 1024 bytes.
import { Transform, type TransformCallback } from "node:stream";

export const PDF_SIGNATURE = Buffer.from("%PDF-");
export const SIGNATURE_WINDOW = 1024;

export class NotPdfError extends Error {
  constructor() {
    super("Only PDF files can be scanned.");
    this.name = "NotPdfError";
  }
}

export function hasPdfSignature(head: Buffer): boolean {
  return head.subarray(0, SIGNATURE_WINDOW).includes(PDF_SIGNATURE);
}

/**
 * A pass-through stream that fails with NotPdfError unless the signature appears in the first 1024 bytes.
 * A rejected file is still read to its end (and dropped), so the rest of the upload arrives and the client
 * gets the 400 instead of a reset connection.
 */
export function createPdfSignatureCheck(): Transform {
  let head = Buffer.alloc(0);
  let state: "unknown" | "pdf" | "rejected" = "unknown";

  const inspect = (final: boolean) => {
    if (state !== "unknown") return;
    if (hasPdfSignature(head)) state = "pdf";
    else if (final || head.length >= SIGNATURE_WINDOW) state = "rejected";
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (state === "unknown") {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_WINDOW - head.length)]);
        inspect(false);
      }
      callback(null, state === "rejected" ? undefined : chunk);
    },
    flush(callback: TransformCallback) {
      inspect(true);
      callback(state === "rejected" ? new NotPdfError() : null);
    },
  });
}
