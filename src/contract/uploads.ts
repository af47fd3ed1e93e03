// Uploads: the limits client and server both enforce (spec §5, §9) and the server's answers about them. The drop area
// turns larger files and more files away before sending; the server refuses them where uploads are received
// (server/scans/upload/receive-uploads.ts), in these words, which the app shows as they come.

export const MB = 1024 * 1024;
export const MAX_FILE_BYTES = 250 * MB;
/** The per-file limit as people read it. */
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_BYTES / MB} MB`;
export const MAX_FILES_PER_BATCH = 20;

/** 413: a file over the limit. */
export const FILE_TOO_LARGE = `File is too large. The maximum size is ${MAX_FILE_SIZE_TEXT}.`;
/** 400: a file that is not a PDF by its content (the drop area says the same of a file that is not one by its type). */
export const NOT_A_PDF = "Only PDF files can be scanned.";
/** 400: an upload with no file in it. */
export const NO_PDF_CHOSEN = "Choose a PDF file to scan.";

/** Pages one file may have (SCAN_MAX_PAGES_PER_FILE's default; docs/decisions/0290-….md). */
export const DEFAULT_MAX_PAGES_PER_FILE = 20_000;

/**
 * 413 at the upload, and a failed (refunded) scan's message when the engine finds the count: a file with more pages
 * than the limit, in the words of FILE_TOO_LARGE. `pages` is the count when known.
 */
export function tooManyPagesMessage(limit: number, pages?: number): string {
  const count = pages === undefined ? "" : ` (${pages.toLocaleString("en-US")})`;
  return `File has too many pages${count}. The maximum is ${limit.toLocaleString("en-US")} pages per file.`;
}
