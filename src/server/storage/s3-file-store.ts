// File store in an S3-compatible bucket: one object per upload under `<prefix><key>`. Uploads stream through a
// multipart upload (a few parts in memory at a time, never the whole file); readers get a copy on this machine's disk
// (local-copies.ts), because mupdf reads a book page by page from a file.
import { stat } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { isOutOfSpace } from "../db/errors";
import {
  StoreUnavailableError,
  type FileStore,
  type LocalFile,
  type OpenLocalOptions,
  type StoredEntry,
  type StoredFile,
} from "./file-store";
import type { LocalCopies } from "./local-copies";
import { writeNewFile } from "./write-new-file";
import type { S3StorageConfig } from "./storage-config";
import { checkUploadKey, isUploadKey, newUploadKey } from "./upload-keys";

/** Objects are written in parts of this size, two in flight: about 16 MB of memory per upload in progress. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const UPLOADS_PREFIX = "uploads/";

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    // Checksums only where S3 requires them: not every S3-compatible service accepts the SDK's newer default (CRC32
    // trailers on chunk-encoded bodies). Each part is still protected by TLS and the service's own checks.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable endpoint fails within seconds (then the SDK's own retries), instead of hanging a request.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

export type S3FileStoreOptions = {
  client: S3Client;
  bucket: string;
  copies: LocalCopies;
};

export function createS3FileStore({ client, bucket, copies }: S3FileStoreOptions): FileStore {
  const objectKey = (key: string) => `${UPLOADS_PREFIX}${checkUploadKey(key)}`;

  async function save(source: Readable): Promise<StoredFile> {
    const key = newUploadKey();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: counter, ContentType: "application/pdf" },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false, // a failed multipart upload is aborted, its parts deleted
    });
    // If the bucket fails first, nothing reads the counter any more: destroying it stops the source too.
    const uploading = upload.done().catch((error: unknown) => {
      counter.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    const [stored, read] = await Promise.allSettled([uploading, pipeline(source, counter)]);
    if (read.status === "rejected") {
      // The object may be complete when the stream failed only at its very end: nothing is left behind either way.
      if (stored.status === "fulfilled") await remove(key).catch(() => {});
      throw read.reason;
    }
    if (stored.status === "rejected") {
      throw new StoreUnavailableError("The file store could not be written", { cause: stored.reason });
    }
    return { key, size };
  }

  async function download(key: string, target: string): Promise<void> {
    let body: Readable;
    let expected: number | undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      body = object.Body as Readable; // the Node.js runtime's body is an http.IncomingMessage
      expected = object.ContentLength;
    } catch (error) {
      if (isMissing(error)) throw new Error(`Stored file not found: ${key}`, { cause: error });
      throw new StoreUnavailableError("The file store could not be read", { cause: error });
    }
    try {
      await writeNewFile(body, target);
    } catch (error) {
      const why = isOutOfSpace(error) ? "This machine's disk is full" : "The stored file could not be copied";
      throw new StoreUnavailableError(why, { cause: error });
    }
    // A connection cut mid-body can end the stream quietly; a short copy must never be read as the whole book.
    const copied = (await stat(target)).size;
    if (expected !== undefined && copied !== expected) {
      const cause = new Error(`${copied} of ${expected} bytes arrived`);
      throw new StoreUnavailableError("The stored file could not be copied", { cause });
    }
  }

  async function openLocal(key: string, options: OpenLocalOptions = {}): Promise<LocalFile> {
    checkUploadKey(key);
    return copies.open(key, (target) => download(key, target), { reuse: options.reuse ?? false });
  }

  async function remove(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3, as removing a missing key must here.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    await copies.forget(key);
  }

  async function list(): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: UPLOADS_PREFIX });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(UPLOADS_PREFIX.length) ?? "";
        // Only our own keys: anything else under the prefix is not an upload and is never touched.
        if (isUploadKey(key) && object.LastModified) entries.push({ key, modifiedAt: object.LastModified });
      }
    }
    return entries;
  }

  return { save, openLocal, remove, list };
}

function isMissing(error: unknown): boolean {
  const e = error as Partial<S3ServiceException>;
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}
