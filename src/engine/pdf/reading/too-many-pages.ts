// A document longer than the caller allowed (ExtractPagesOptions.maxPages): not a problem with the file, a signal
// to the caller (the server moves such a book to its lane for long work), so it is not a PdfError.
export class TooManyPagesError extends Error {
  constructor(
    readonly pageCount: number,
    readonly maxPages: number,
  ) {
    super(`the document has ${pageCount} pages, more than ${maxPages}`);
    this.name = "TooManyPagesError";
  }
}

export function assertPageLimit(pageCount: number, maxPages: number | undefined): void {
  if (maxPages !== undefined && pageCount > maxPages) throw new TooManyPagesError(pageCount, maxPages);
}
