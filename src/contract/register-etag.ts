// The ETag of a stored register (GET /api/scans/:id, If-Match on PATCH): SHA-256 of the register as the API sends it,
// so a client can compute the tag of the version it started editing from, in a single scan or a batch's combined log.
import { extractedDataSchema, type ExtractedData } from "./submittal";

/**
 * The 412 answer's message. The results page never shows it (it merges the unsaved edits onto the latest version and
 * saves again); it tells an API client what happened and what to do, without assuming a browser to reload.
 */
export const STALE_REGISTER_MESSAGE =
  "This log was saved elsewhere after the version your changes started from, so nothing was saved. " +
  "Get the latest version, apply your changes to it, and save again with its ETag in If-Match.";

/** `"<64 hex digits>"`, quotes included, as HTTP writes a strong entity tag. */
export async function registerETag(data: ExtractedData | null): Promise<string> {
  // Parsing puts the keys in the schema's order, the order the API's serializer writes them in.
  const canonical = JSON.stringify(data === null ? null : extractedDataSchema.parse(data));
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** Whether an If-Match header lets a write through: absent, `*`, or naming the current tag (weak or strong). */
export function ifMatchAllows(header: string | undefined, current: string): boolean {
  if (header === undefined || header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === current);
}
