// Streams into a new private file that nothing else may own: created exclusively, and on any failure removed again,
// so a failed upload or download never leaves part of a file behind.
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRIVATE_FILE_MODE } from "../private-data-dir";

export async function writeNewFile(source: Readable, path: string): Promise<void> {
  // "wx": never overwrite an existing file, even on a key collision.
  const out = createWriteStream(path, { flags: "wx", mode: PRIVATE_FILE_MODE });
  let created = false;
  out.once("open", () => (created = true));
  try {
    await pipeline(source, out);
  } catch (error) {
    // The source may fail while the file is still being opened: wait until the stream has let go of it, or the
    // removal could run first and the open then create an empty file after it.
    if (!out.closed) await once(out, "close").catch(() => undefined);
    // Only a file this stream created is ours to remove (not one that was there first).
    if (created) await rm(path, { force: true });
    throw error;
  }
}
