// Typed failures of the PDF layer. Messages are written for the people who uploaded the file:
// the server shows them as the scan's error message as they are.
import { slowToOpenMessage } from "../../contract/scan-messages";

export type PdfErrorCode = "not_pdf" | "encrypted" | "corrupt" | "empty" | "no_text" | "ocr_failed" | "slow_to_open";

const userMessages: Record<Exclude<PdfErrorCode, "slow_to_open">, string> = {
  not_pdf: "This file is not a PDF. Upload a PDF document.",
  encrypted: "This PDF is password-protected. Remove the password and upload it again.",
  corrupt:
    "This PDF is damaged or unreadable. Try saving or exporting it again from the original program, then upload the new file.",
  empty: "This PDF has no pages.",
  no_text:
    "No text could be read from any page of this PDF: its pages have no text layer and text recognition (OCR) found no readable words on them. If it is a scan, scan it again more clearly (300 dpi, upright) and upload the new file.",
  ocr_failed:
    "Text recognition (OCR) failed on every page of this PDF, so no text could be read from it. Try again later, or upload a copy with a text layer.",
};

export class PdfError extends Error {
  readonly code: PdfErrorCode;
  /** What the PDF library said, for logs; never shown to users. */
  readonly detail: string | undefined;

  constructor(code: PdfErrorCode, detail?: string, message?: string) {
    super(message ?? (code === "slow_to_open" ? slowToOpenMessage() : userMessages[code]));
    this.name = "PdfError";
    this.code = code;
    this.detail = detail;
  }
}

export class NotAPdfError extends PdfError {
  constructor(detail?: string) {
    super("not_pdf", detail);
    this.name = "NotAPdfError";
  }
}

export class EncryptedPdfError extends PdfError {
  constructor(detail?: string) {
    super("encrypted", detail);
    this.name = "EncryptedPdfError";
  }
}

export class CorruptPdfError extends PdfError {
  constructor(detail?: string) {
    super("corrupt", detail);
    this.name = "CorruptPdfError";
  }
}

export class EmptyPdfError extends PdfError {
  constructor(detail?: string) {
    super("empty", detail);
    this.name = "EmptyPdfError";
  }
}

/** A document that opened, but from which no text at all could be read: nothing to scan, so nothing to charge. */
export class NoTextPdfError extends PdfError {
  constructor(code: "no_text" | "ocr_failed", detail?: string) {
    super(code, detail);
    this.name = "NoTextPdfError";
  }
}

/**
 * A document whose opening (reading its structure, repairing a broken cross-reference table, counting its pages) took
 * longer than the opening limit: its thread was ended. Not the service's failure, so the scan keeps its credit.
 */
export class SlowToOpenPdfError extends PdfError {
  constructor(
    readonly limitMs: number | undefined,
    detail?: string,
  ) {
    super("slow_to_open", detail, slowToOpenMessage(limitMs));
    this.name = "SlowToOpenPdfError";
  }
}

/** Rebuilds the right subclass on the far side of a worker-thread message. */
export function pdfErrorFromCode(code: PdfErrorCode, detail?: string): PdfError {
  switch (code) {
    case "not_pdf":
      return new NotAPdfError(detail);
    case "encrypted":
      return new EncryptedPdfError(detail);
    case "corrupt":
      return new CorruptPdfError(detail);
    case "empty":
      return new EmptyPdfError(detail);
    case "no_text":
    case "ocr_failed":
      return new NoTextPdfError(code, detail);
    case "slow_to_open":
      return new SlowToOpenPdfError(undefined, detail);
  }
}

export function isPdfError(error: unknown): error is PdfError {
  return error instanceof PdfError;
}
