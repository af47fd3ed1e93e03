// The scan detail's response bodies, kept encoded
// (docs/decisions/0272-scan-detail-answers-kept-encoded-per-row-version.md): a repeat GET /api/scans/:id of a register
// that has not changed is a lookup instead of a register read, a serialisation and a brotli pass. One entry per scan,
// for the version of its row it was made from; a body per encoding a client asked for. The bytes of the bodies are
// bounded by SCAN_DETAIL_CACHE_MB, least recently read scans going first. Each process has a cache of its own.
import { ByteLru } from "../../http/byte-lru";
import type { ResponseEncoding } from "../../http/compression";

/** One response as it is sent: the body's bytes (encoded, or as they are), and the headers that depend on it. */
export type DetailBody = {
  etag: string;
  /** The scan had completed: its page images are warmed as on a fresh read. */
  completed: boolean;
  /** How `body` is encoded: the encoding asked for, or identity for a body under the compression threshold. */
  encoding: ResponseEncoding;
  body: Buffer;
};

type Entry = { version: string; bodies: Partial<Record<ResponseEncoding, DetailBody>> };

/** What an entry costs besides its bodies (keys, tags, objects), counted against the cap. */
const ENTRY_OVERHEAD_BYTES = 512;

export type ScanDetailCache = {
  /** False with a cap of 0: nothing is kept, and the route answers as it did without a cache. */
  readonly enabled: boolean;
  /** The body made for this version of the scan's row for this encoding, if one is kept. */
  get: (scanId: string, version: string, wanted: ResponseEncoding) => DetailBody | undefined;
  /** Keeps the body; a body of another version of the same scan replaces all of that version's. */
  set: (scanId: string, version: string, wanted: ResponseEncoding, body: DetailBody) => void;
  /** Bytes held now. */
  readonly bytes: number;
};

export function createScanDetailCache(capBytes: number): ScanDetailCache {
  const lru = new ByteLru<string, Entry>(capBytes);
  const entryBytes = (entry: Entry) =>
    Object.values(entry.bodies).reduce((sum, body) => sum + body.body.length, ENTRY_OVERHEAD_BYTES);
  return {
    enabled: capBytes > 0,
    get: (scanId, version, wanted) => {
      const entry = lru.get(scanId);
      return entry?.version === version ? entry.bodies[wanted] : undefined;
    },
    set: (scanId, version, wanted, body) => {
      const previous = lru.get(scanId);
      const bodies = previous?.version === version ? { ...previous.bodies, [wanted]: body } : { [wanted]: body };
      const entry: Entry = { version, bodies };
      lru.set(scanId, entry, entryBytes(entry));
    },
    get bytes() {
      return lru.bytes;
    },
  };
}
