// Rendered page images kept on disk beside the upload they come from: `<upload>.pages/<page>-<width>.png`, and the
// page's size and the book's length in `<page>.json`, so a page is rendered once per width; removing the upload
// removes them too (see the local file store).
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { PageImageInfo } from "./page-image-protocol";

export const MIN_PAGE_IMAGE_WIDTH = 200;
export const MAX_PAGE_IMAGE_WIDTH = 2400;
export const DEFAULT_PAGE_IMAGE_WIDTH = 1000;
const WIDTH_STEP = 100;

const infoSchema = z.object({
  points: z.object({ width: z.number().positive(), height: z.number().positive() }),
  pageCount: z.number().int().min(1),
});

/** The width actually rendered: within bounds, rounded up to a step so arbitrary widths do not fill the cache. */
export function pageImageWidth(requested: number | undefined): number {
  const width = requested ?? DEFAULT_PAGE_IMAGE_WIDTH;
  const stepped = Math.ceil(width / WIDTH_STEP) * WIDTH_STEP;
  return Math.min(MAX_PAGE_IMAGE_WIDTH, Math.max(MIN_PAGE_IMAGE_WIDTH, stepped));
}

export function pageImageCacheDir(uploadPath: string): string {
  return `${uploadPath}.pages`;
}

const imagePath = (uploadPath: string, page: number, width: number) =>
  join(pageImageCacheDir(uploadPath), `${page}-${width}.png`);
const infoPath = (uploadPath: string, page: number) => join(pageImageCacheDir(uploadPath), `${page}.json`);

export type CachedPageImage = { png: Uint8Array; info: PageImageInfo };

export async function readCachedPageImage(
  uploadPath: string,
  page: number,
  width: number,
): Promise<CachedPageImage | null> {
  try {
    const [png, info] = await Promise.all([
      readFile(imagePath(uploadPath, page, width)),
      readFile(infoPath(uploadPath, page), "utf8"),
    ]);
    return { png, info: infoSchema.parse(JSON.parse(info)) };
  } catch {
    return null; // not rendered yet, or a damaged entry: render again
  }
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function writeAtomically(target: string, content: Uint8Array | string): Promise<void> {
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function writeCachedPageImage(
  uploadPath: string,
  page: number,
  width: number,
  image: CachedPageImage,
): Promise<void> {
  await mkdir(pageImageCacheDir(uploadPath), { recursive: true });
  await writeAtomically(infoPath(uploadPath, page), JSON.stringify(image.info));
  await writeAtomically(imagePath(uploadPath, page, width), image.png);
}
