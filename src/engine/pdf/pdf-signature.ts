// The cheap first check on an upload: does the file carry a PDF header at all?
import { fstatSync, readSync } from "node:fs";
import { NotAPdfError } from "./pdf-errors";

// Readers accept junk before the header; Acrobat looks at the first 1,024 bytes, and so do we.
const headerWindow = 1024;

/** Throws NotAPdfError unless `%PDF-` appears near the start of the open file; returns the file size. */
export function assertPdfSignature(fd: number): number {
  const size = fstatSync(fd).size;
  const head = Buffer.alloc(Math.min(headerWindow, size));
  if (head.length > 0) readSync(fd, head, 0, head.length, 0);
  if (!head.includes("%PDF-")) throw new NotAPdfError(`no %PDF- header in ${size} bytes`);
  return size;
}
