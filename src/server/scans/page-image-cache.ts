// Rendered page images kept on disk beside the upload they come from (`<upload>.pages/<page>-<width>.png`), so a page
// is rendered once per width; removing the upload removes them too (see the local file store).
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const MIN_PAGE_IMAGE_WIDTH = 200;
export const MAX_PAGE_IMAGE_WIDTH = 2400;
export const DEFAULT_PAGE_IMAGE_WIDTH = 1000;
const WIDTH_STEP = 100;

/** The width actually rendered: within bounds, rounded up to a step so arbitrary widths do not fill the cache. */
export function pageImageWidth(requested: number | undefined): number {
  const width = requested ?? DEFAULT_PAGE_IMAGE_WIDTH;
  const stepped = Math.ceil(width / WIDTH_STEP) * WIDTH_STEP;
  return Math.min(MAX_PAGE_IMAGE_WIDTH, Math.max(MIN_PAGE_IMAGE_WIDTH, stepped));
}

export function pageImageCacheDir(uploadPath: string): string {
  return `${uploadPath}.pages`;
}

function cachePath(uploadPath: string, page: number, width: number): string {
  return join(pageImageCacheDir(uploadPath), `${page}-${width}.png`);
}

export async function readCachedPageImage(uploadPath: string, page: number, width: number): Promise<Buffer | null> {
  try {
    return await readFile(cachePath(uploadPath, page, width));
  } catch {
    return null;
  }
}

/** Written under a temporary name and renamed, so a reader never sees half an image. */
export async function writeCachedPageImage(
  uploadPath: string,
  page: number,
  width: number,
  png: Uint8Array,
): Promise<void> {
  const target = cachePath(uploadPath, page, width);
  const temporary = `${target}.${randomUUID()}.tmp`;
  await mkdir(pageImageCacheDir(uploadPath), { recursive: true });
  try {
    await writeFile(temporary, png);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
