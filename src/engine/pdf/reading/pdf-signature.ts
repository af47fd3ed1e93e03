// Is this a PDF at all? Readers accept junk before the `%PDF-` header; Acrobat looks at the first 1,024 bytes,
// and so do we — both for a stored file (here) and for an upload while it streams in (the server's upload filter).
import { fstatSync, readSync } from "node:fs";
import { NotAPdfError } from "../pdf-errors";

const PDF_SIGNATURE = Buffer.from("%PDF-");
/** How many leading bytes may hold the signature. */
export const PDF_SIGNATURE_WINDOW = 1024;

export function hasPdfSignature(head: Buffer): boolean {
  return head.subarray(0, PDF_SIGNATURE_WINDOW).includes(PDF_SIGNATURE);
}

/** Throws NotAPdfError unless `%PDF-` appears near the start of the open file; returns the file size. */
export function assertPdfSignature(fd: number): number {
  const size = fstatSync(fd).size;
  const head = Buffer.alloc(Math.min(PDF_SIGNATURE_WINDOW, size));
  if (head.length > 0) readSync(fd, head, 0, head.length, 0);
  if (!hasPdfSignature(head)) throw new NotAPdfError(`no %PDF- header in ${size} bytes`);
  return size;
}
