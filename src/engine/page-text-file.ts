// The pages of one page range as a compact file: PageText[] as JSON, gzipped. A range read by one worker is stored
// this way and read back, in page order with the other ranges, by the worker that combines them.
import { readFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import type { PageText } from "./types";

export function encodePageTexts(pages: readonly PageText[]): Uint8Array {
  return gzipSync(JSON.stringify(pages), { level: 6 });
}

export function decodePageTexts(bytes: Uint8Array): PageText[] {
  const parsed: unknown = JSON.parse(gunzipSync(bytes).toString("utf8"));
  if (!Array.isArray(parsed)) throw new Error("a page-range file must hold a list of pages");
  return parsed as PageText[];
}

/** Yields the pages of each file in turn; only one file's pages are in memory at a time. */
export async function* readPageTextFiles(paths: readonly string[]): AsyncGenerator<PageText> {
  for (const path of paths) yield* decodePageTexts(await readFile(path));
}
