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

/** A pass-through stream that fails with NotPdfError unless the signature appears in the first 1024 bytes. */
export function createPdfSignatureCheck(): Transform {
  let head = Buffer.alloc(0);
  let verified = false;

  const check = (final: boolean): Error | null => {
    if (verified) return null;
    if (hasPdfSignature(head)) {
      verified = true;
      return null;
    }
    return final || head.length >= SIGNATURE_WINDOW ? new NotPdfError() : null;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!verified) head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_WINDOW - head.length)]);
      callback(check(false), chunk);
    },
    flush(callback: TransformCallback) {
      callback(check(true));
    },
  });
}
