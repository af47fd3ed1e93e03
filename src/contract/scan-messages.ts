// Messages the server stores or sends about a scan that the client also shows on its own (when the server's is
// missing), kept here so both sides say the same words. No zod here: the web pages that show these stay small.

/** Why a scan failed, when nothing more precise can be said. */
export const GENERIC_SCAN_ERROR = "An unexpected error occurred during processing.";

/** The progress of a scan whose upload is still being received or queued. */
export const PREPARING_MESSAGE = "Uploading and preparing document...";

/**
 * Why a scan failed when its PDF took longer than the opening limit (SCAN_OPEN_TIMEOUT_MS) just to be opened: a file
 * whose structure is broken or built to be slow to read. Such a scan keeps its credit (docs/decisions/0265-….md).
 */
export function slowToOpenMessage(limitMs?: number): string {
  const seconds = limitMs ? Math.max(1, Math.round(limitMs / 1000)) : undefined;
  const took = seconds === undefined ? "too long" : `longer than ${seconds} second${seconds === 1 ? "" : "s"}`;
  return (
    `This PDF took ${took} just to open: its internal structure is damaged or built in a way ` +
    "that is too slow to read, so no page was scanned. Save or export it again from the original program (or print " +
    "it to a new PDF), then upload the new file. This scan was charged, because the scanner's time was spent on it."
  );
}
