// The pages of one page range as a compact file: PageText[] as JSON, gzipped. A range read by one worker is stored
// this way and read back, in page order with the other ranges, by the worker that combines them.
import { readFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import type { PageText } from "../types";

/**
 * A range file from its pages' JSON texts (each a `PageText`, as the page threads send them): joined, not parsed.
 * Level 1: the file lives minutes and crosses a disk or a bucket once; level 6 costs three times the CPU for a
 * quarter less size, and CPU is what the other ranges wait for.
 */
export function encodePageJson(pages: readonly string[]): Uint8Array {
  return gzipSync(`[${pages.join(",")}]`, { level: 1 });
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
