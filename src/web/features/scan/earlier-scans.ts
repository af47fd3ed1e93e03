// Before a chosen file is uploaded and charged for: has this user scanned the same content before? The file is hashed
// in the browser (Web Crypto SHA-256, the same digest the server keeps of every upload) and only the hashes are sent
// (docs/decisions/0211-a-file-scanned-before-is-recognised-before-upload.md). Where the browser cannot hash (no Web
// Crypto outside a secure context, or too little memory for a 250 MB file), the file is simply not checked.
import { earlierScansSchema, type EarlierScan } from "../../../contract/earlier-scans";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";

/** The file's SHA-256 as lowercase hex, or null when this browser cannot compute it. */
export async function sha256Hex(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  try {
    const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  } catch (error) {
    console.warn("Could not hash the chosen file; it is not checked against earlier scans", error);
    return null;
  }
}

export type EarlierScanOfFile<F> = { file: F; earlier: EarlierScan };

/**
 * The chosen files this user scanned before, each with their newest completed scan of it, in the order chosen.
 * Hashed one file at a time so at most one file's bytes are held at once.
 */
export async function findEarlierScansOf<F extends Blob>(files: readonly F[]): Promise<EarlierScanOfFile<F>[]> {
  const hashed: { file: F; sha256: string }[] = [];
  for (const file of files) {
    const sha256 = await sha256Hex(file);
    if (sha256) hashed.push({ file, sha256 });
  }
  if (hashed.length === 0) return [];
  const unique = [...new Set(hashed.map((h) => h.sha256))];
  const answer = await apiJson(earlierScansSchema, "GET", api.earlierScans(unique));
  const bySha = new Map(answer.scans.map((s) => [s.sha256, s]));
  return hashed.flatMap(({ file, sha256 }) => {
    const earlier = bySha.get(sha256);
    return earlier ? [{ file, earlier }] : [];
  });
}
