// Messages the server stores or sends about a scan that the client also shows on its own (when the server's is
// missing), kept here so both sides say the same words. No zod here: the web pages that show these stay small.

/** Why a scan failed, when nothing more precise can be said. */
export const GENERIC_SCAN_ERROR = "An unexpected error occurred during processing.";

/** The progress of a scan whose upload is still being received or queued. */
export const PREPARING_MESSAGE = "Uploading and preparing document...";
