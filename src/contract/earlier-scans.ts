// GET /api/scans/by-content: which of the files a user is about to upload they already scanned, recognised by the
// SHA-256 of the file's bytes (hashed in the browser before upload, and by the server as the upload streams in).
import { z } from "zod";
import { MAX_FILES_PER_BATCH } from "./uploads";

/** A SHA-256 as lowercase hex, as Web Crypto's digest and node:crypto's `digest("hex")` give it once hex-encoded. */
export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, "A SHA-256 is 64 lowercase hexadecimal characters");

/** `sha256`: the chosen files' hashes, comma-separated, at most one batch's worth. */
export const earlierScansQuerySchema = z.object({
  sha256: z
    .string()
    .max(MAX_FILES_PER_BATCH * 65)
    .transform((list) => list.split(","))
    .pipe(z.array(sha256HexSchema).min(1).max(MAX_FILES_PER_BATCH)),
});

/** The asking user's newest completed scan of a file with this content. */
export const earlierScanSchema = z.object({
  sha256: sha256HexSchema,
  scanId: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type EarlierScan = z.infer<typeof earlierScanSchema>;

/** One entry per hash asked about that the user scanned before (none for the others). */
export const earlierScansSchema = z.object({ scans: z.array(earlierScanSchema) });
export type EarlierScans = z.infer<typeof earlierScansSchema>;
