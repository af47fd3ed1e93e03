// How a scan job of any kind (the scan job, a range or stitch job) fails: the message the user reads, and whether
// the scan is refunded.
import { GENERIC_SCAN_ERROR } from "../../../contract/scan-messages";
import { isOutOfSpace } from "../../db/errors";
import { ScanFailure } from "../thread/scan-thread-pool";
import { OUT_OF_STORAGE_SCAN_ERROR, type ScanOutcome } from "./finish-scan";

export function timeLimitMessage(timeoutMs: number): string {
  const minutes = Math.max(1, Math.round(timeoutMs / 60_000));
  return `This document took longer than the ${minutes}-minute processing limit and was stopped. Try splitting it into smaller PDFs.`;
}

/** A book slower to open than SCAN_OPEN_TIMEOUT_MS (its thread was ended): the scan fails, and is charged. */
export const isSlowToOpen = (error: unknown): boolean => error instanceof ScanFailure && error.code === "slow_to_open";

/**
 * The outcome of a scan that failed with `error`: refunded (decision 0121's failed-scan refund), except for a book
 * too slow to open, which keeps its credit (docs/decisions/0265-a-book-too-slow-to-open-fails-and-is-charged.md).
 */
export function failedOutcome(error: unknown, timedOut: boolean, timeoutMs: number): ScanOutcome {
  const errorMessage = failureMessage(error, timedOut, timeoutMs);
  return !timedOut && isSlowToOpen(error)
    ? { status: "failed", errorMessage, charged: true }
    : { status: "failed", errorMessage };
}

export function failureMessage(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return timeLimitMessage(timeoutMs);
  // A full disk is the server's fault, not the document's: said plainly (the engine thread reports it in words).
  if (isOutOfSpace(error)) return OUT_OF_STORAGE_SCAN_ERROR;
  if (error instanceof ScanFailure && error.userMessage) return error.userMessage;
  return GENERIC_SCAN_ERROR;
}
