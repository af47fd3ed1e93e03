// Where uploaded PDFs live between upload and scan. The local folder is the default; an S3-compatible
// store can implement the same type (its `openLocal` would download to a temporary file).
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

export type FileStore = {
  /** Streams `source` into the store under a new key. On a stream error nothing is left behind. */
  save: (source: Readable) => Promise<StoredFile>;
  /** A path on this machine the engine can read page by page. */
  openLocal: (key: string) => Promise<LocalFile>;
  /** Deletes the file; deleting a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every stored upload with its last write, for the orphan sweep. */
  list: () => Promise<StoredEntry[]>;
};
