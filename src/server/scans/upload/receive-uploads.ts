// Streams the PDFs of a multipart upload into the file store as they arrive (never whole in memory),
// checking each by content and size, hashing it (SHA-256) on the way, and stopping before storing more than the balance
// can pay for.
import { createHash } from "node:crypto";
import { basename } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type {} from "@fastify/multipart";
import { creditsForFile } from "../../../contract/credits";
import { DeclaredPageCounter } from "../../../contract/declared-page-count";
import {
  DEFAULT_MAX_PAGES_PER_FILE,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  NO_PDF_CHOSEN,
  NOT_A_PDF,
  tooManyPagesMessage,
} from "../../../contract/uploads";
import { AppError } from "../../http/app-error";
import type { FileStore, StoredFile } from "../../storage/file-store";
import type { UploadedFile } from "./create-scans";
import { insufficientCreditsError } from "./insufficient-credits-error";
import { NotAPdfError } from "../../../engine";
import { createPdfHeaderFilter } from "./pdf-header-filter";

/** The product's per-file limit (250 MB) and the answer to a file over it, named here where uploads are received. */
export { FILE_TOO_LARGE, MAX_FILE_BYTES };

export type ReceiveUploadsOptions = {
  request: FastifyRequest;
  files: FileStore;
  maxFiles: number;
  /** The balance before the upload; files beyond what it can pay for are read but not stored. */
  balance: number;
  /** Per-file limit; the product's is 250 MB (tests use a smaller one). */
  maxFileBytes?: number;
  /**
   * Pages per file (SCAN_MAX_PAGES_PER_FILE): a file whose page tree declares more, readable from its bytes as they
   * arrive, is refused before any credit is taken (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md).
   */
  maxPagesPerFile?: number;
};

export async function receiveUploads(options: ReceiveUploadsOptions): Promise<UploadedFile[]> {
  const { request, files, maxFiles, balance, maxFileBytes = MAX_FILE_BYTES } = options;
  const maxPages = options.maxPagesPerFile ?? DEFAULT_MAX_PAGES_PER_FILE;
  const stored: UploadedFile[] = [];
  let needed = 0;
  let overBudget = false;
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: maxFiles, fields: 10, parts: maxFiles + 10 },
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      // Every file costs at least one credit: once the balance cannot cover the next one, only count bytes.
      if (overBudget || needed + 1 > balance) {
        overBudget = true;
        needed += creditsForFile(await countBytes(part.file));
        continue;
      }
      const saved = await saveChecked(files, part.file);
      if (part.file.truncated) {
        await files.remove(saved.key);
        throw new AppError("payload_too_large", FILE_TOO_LARGE);
      }
      if (saved.declaredPages !== undefined && saved.declaredPages > maxPages) {
        await files.remove(saved.key);
        throw new AppError("payload_too_large", tooManyPagesMessage(maxPages, saved.declaredPages));
      }
      stored.push({
        fileName: cleanFileName(part.filename),
        size: saved.size,
        storageKey: saved.key,
        sha256: saved.sha256,
      });
      needed += creditsForFile(saved.size);
      if (needed > balance) overBudget = true;
    }
    if (overBudget) throw insufficientCreditsError(needed, balance);
    if (stored.length === 0) throw new AppError("bad_request", NO_PDF_CHOSEN);
    return stored;
  } catch (error) {
    await Promise.all(stored.map((file) => files.remove(file.storageKey)));
    throw translateUploadError(error, maxFiles);
  }
}

/** Passes the bytes on unchanged, hashing them and reading their declared page count as they go by. */
function hashingTap(hash: ReturnType<typeof createHash>, pages: DeclaredPageCounter): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      pages.push(chunk);
      done(null, chunk);
    },
  });
}

/**
 * Streams one file through the PDF check into the store, hashing what is stored. Both sides are awaited to the end,
 * so a refused file is already removed from the store when the request is answered, not a moment later.
 */
async function saveChecked(
  files: FileStore,
  source: NodeJS.ReadableStream,
): Promise<StoredFile & { sha256: string; declaredPages: number | undefined }> {
  const check = createPdfHeaderFilter();
  const hash = createHash("sha256");
  const pages = new DeclaredPageCounter();
  const [saving, reading] = await Promise.allSettled([
    files.save(check),
    pipeline(source, hashingTap(hash, pages), check),
  ]);
  if (reading.status === "rejected") {
    if (saving.status === "fulfilled") await files.remove(saving.value.key);
    throw reading.reason;
  }
  if (saving.status === "rejected") throw saving.reason;
  return { ...saving.value, sha256: hash.digest("hex"), declaredPages: pages.finish() };
}

async function countBytes(source: AsyncIterable<Buffer>): Promise<number> {
  let size = 0;
  for await (const chunk of source) size += chunk.length;
  return size;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
// Bidirectional overrides, embeddings, isolates and marks: "invoice\u202Efdp.exe" would display as "invoiceexe.pdf".
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The name as the user's computer had it, without any path, control or bidi characters, or excess length. */
export function cleanFileName(raw: string | undefined): string {
  const name = basename((raw ?? "").replaceAll("\\", "/"))
    .replace(CONTROL_CHARACTERS, "")
    .replace(BIDI_CONTROLS, "")
    .replace(LONE_SURROGATES, "")
    .trim();
  if (!name) return "document.pdf";
  if (name.length <= 255) return name;
  const extension = name.toLowerCase().endsWith(".pdf") ? name.slice(-4) : "";
  return name.slice(0, 255 - extension.length) + extension;
}

/** The upload form's wording (the drop zone says the same for a file it refuses by type). */

const MALFORMED_MULTIPART = /boundary not found|boundary required|unexpected end of multipart|needle cannot/i;

function translateUploadError(error: unknown, maxFiles: number): unknown {
  if (error instanceof NotAPdfError) return new AppError("bad_request", NOT_A_PDF);
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payload_too_large", FILE_TOO_LARGE);
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new AppError(
      "bad_request",
      maxFiles === 1 ? "Upload one file at a time here." : `You can upload at most ${maxFiles} files at a time.`,
    );
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new AppError("bad_request", "Upload the file as multipart/form-data.");
  // The multipart parser's own errors carry no code: a missing or over-long boundary, a body that ends mid-part.
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return new AppError("bad_request", "The upload was cut short or is not valid multipart/form-data. Try again.");
  }
  return error;
}
