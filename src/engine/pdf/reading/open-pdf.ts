// Opens a PDF with mupdf, reading the file on demand through a read callback so a 250 MB book never sits in memory whole.
import { closeSync, openSync, readSync } from "node:fs";
import * as mupdf from "mupdf";
import { CorruptPdfError, EmptyPdfError, EncryptedPdfError, PdfError } from "../pdf-errors";
import { assertPdfSignature } from "./pdf-signature";

export type OpenPdf = {
  doc: mupdf.Document;
  pageCount: number;
  /** mupdf had to rebuild the file's cross-reference table to open it (a truncated or damaged file). */
  repaired: boolean;
  /**
   * Reads the file through another descriptor of the same file from now on (a page thread that kept the book open
   * for its next reader: the earlier reader's descriptor is closed).
   */
  useDescriptor: (fd: number) => void;
  close: () => void;
};

// mupdf reports repairs of damaged files on stderr; a damaged file surfaces as a CorruptPdfError instead.
mupdf.setLog(() => undefined);

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Opens the file at `path`; `close()` also closes the file. */
export function openPdf(path: string): OpenPdf {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw new CorruptPdfError(`cannot open file: ${describe(error)}`);
  }
  let closed = false;
  return openPdfOnDescriptor(fd, () => {
    if (!closed) closeSync(fd);
    closed = true;
  });
}

/**
 * Opens a PDF from a file descriptor another thread may share: positional reads never move a shared offset.
 * `releaseFd` runs when the document is closed or fails to open.
 */
export function openPdfOnDescriptor(fd: number, releaseFd: () => void = () => undefined): OpenPdf {
  const closeFd = releaseFd;
  let current = fd;

  let stream: mupdf.Stream | undefined;
  let doc: mupdf.Document | undefined;
  try {
    const size = assertPdfSignature(fd);
    stream = new mupdf.Stream({
      fileSize: () => size,
      read: (memory, offset, length, position) => readSync(current, memory, offset, length, position),
      close: () => undefined, // the descriptor is ours; close() below releases it
    });
    try {
      doc = mupdf.Document.openDocument(stream, "application/pdf");
    } catch (error) {
      throw new CorruptPdfError(describe(error));
    }
    if (doc.needsPassword() && !doc.authenticatePassword("")) throw new EncryptedPdfError("user password required");
    let pageCount: number;
    try {
      pageCount = doc.countPages();
    } catch (error) {
      throw new CorruptPdfError(describe(error));
    }
    // A truncated file loses its page tree (writers put it last); mupdf repairs it to zero pages. That is damage, not an empty PDF.
    if (pageCount === 0 && doc.asPDF()?.wasRepaired())
      throw new CorruptPdfError("no pages left after repairing the file");
    if (pageCount === 0) throw new EmptyPdfError();
    const openDoc = doc;
    const openStream = stream;
    return {
      doc: openDoc,
      pageCount,
      repaired: openDoc.asPDF()?.wasRepaired() ?? false,
      useDescriptor: (next) => (current = next),
      close: () => {
        openDoc.destroy();
        openStream.destroy();
        closeFd();
      },
    };
  } catch (error) {
    doc?.destroy();
    stream?.destroy();
    closeFd();
    if (error instanceof PdfError) throw error;
    throw new CorruptPdfError(describe(error));
  }
}

/** Number of pages, without reading any page content. */
export function countPdfPages(path: string): number {
  const pdf = openPdf(path);
  try {
    return pdf.pageCount;
  } finally {
    pdf.close();
  }
}

/** Whether mupdf had to rebuild the file's cross-reference table to open it (a truncated or damaged file). */
export function pdfWasRepaired(path: string): boolean {
  const pdf = openPdf(path);
  try {
    return pdf.repaired;
  } finally {
    pdf.close();
  }
}
