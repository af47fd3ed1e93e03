// Where uploaded PDFs live between upload and scan: the local folder by default (local-file-store.ts), or an
// S3-compatible bucket (s3-file-store.ts), whose `openLocal` copies the object to this machine's disk.
import type { Readable } from "node:stream";

export type StoredFile = {
  /** Opaque key saved on the scan row; never a filesystem path. */
  key: string;
  size: number;
};

export type StoredEntry = { key: string; modifiedAt: Date };

export type LocalFile = {
  path: string;
  /** Frees whatever `openLocal` created (a temporary copy); a no-op for the local store. */
  release: () => Promise<void>;
};

export type OpenLocalOptions = {
  /**
   * Reuse: the copy may be shared with other readers and is kept for a while after release, so the next page image
   * of the same book does not fetch it again. Without it a store that copies gives each caller a private copy that
   * `release` deletes (a scan). Page images are cached beside the path (`<path>.pages`) while the copy is kept.
   */
  reuse?: boolean;
};

export type FileStore = {
  /** Streams `source` into the store under a new key. On a stream error nothing is left behind. */
  save: (source: Readable) => Promise<StoredFile>;
  /**
   * A path on this machine the engine can read page by page. Throws StoreUnavailableError when the file exists but
   * cannot be had now (the store unreachable, this machine's disk full); any other error means it is gone.
   */
  openLocal: (key: string, options?: OpenLocalOptions) => Promise<LocalFile>;
  /** Deletes the file (and this machine's copies of it); deleting a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every stored upload with its last write, for the orphan sweep. */
  list: () => Promise<StoredEntry[]>;
  /**
   * Removes uploads left half-written by a process that is gone, or older than `maxAgeMs` (src/server/storage/
   * partial-uploads.ts); returns how many. Stores without partial files (a bucket's multipart uploads) leave it out.
   */
  removeAbandonedPartials?: (maxAgeMs: number) => Promise<number>;
};

/** The file exists but cannot be read now: worth trying again later, or on another machine. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}
