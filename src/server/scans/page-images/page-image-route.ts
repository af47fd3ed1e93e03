// GET /api/scans/:id/pages/:page/image?width=N: one page of the scan's uploaded PDF as PNG, for the source viewer.
// The page's size in PDF points and the book's page count ride along as headers, for placing the highlight and paging.
// Members of the scan's project (its owner when it has none); someone else's scan, a page out of range and an upload that is gone are all the same 404. A page too
// costly to draw (over the engine's work budget, or past the renderer's time limit) is a 422, and so is a page mupdf
// cannot draw; a request the renderer could not start in time (its threads busy with slow pages) is a 503.
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { PAGE_COUNT_HEADER, PAGE_SIZE_HEADER } from "../../../contract/page-images";
import { SCAN_NOT_FOUND } from "../../../contract/scans";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses } from "../../http/openapi-operations";
import { requireUser } from "../../http/session";
import { StoreUnavailableError, type FileStore, type LocalFile } from "../../storage/file-store";
import { pageImageWidth, readCachedPageImage, writeCachedPageImage, type CachedPageImage } from "./page-image-cache";
import type { PageImageRenderer } from "./page-image-renderer";
import { findScanAccess } from "../../projects/membership/scan-access";

export const PAGE_NOT_FOUND = "Page not found";
export const PAGE_TOO_LARGE = "This page is too large to show.";
export const PAGE_DAMAGED = "This page could not be drawn: the PDF may be damaged there.";
export const PAGE_RENDERER_BUSY = "Page images are busy right now; try again in a moment.";
/** The Retry-After of that answer: a render thread frees within seconds (each request has a 20 s limit). */
export const PAGE_RENDERER_RETRY_AFTER_S = 5;

const pageSchema = z.coerce.number().int().min(1).max(1_000_000);
const querySchema = z.object({ width: z.coerce.number().int().min(1).max(100_000).optional() });

export type PageImageDeps = { files: FileStore; pages: PageImageRenderer };

/** The upload on this machine's disk; a bucket's copy is kept a while for the next pages (`reuse`). */
async function openUpload(files: FileStore, key: string | null): Promise<LocalFile> {
  if (!key) throw new AppError("not_found", PAGE_NOT_FOUND);
  try {
    return await files.openLocal(key, { reuse: true });
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error; // 503 (or 507 for a full disk), not "no such page"
    throw new AppError("not_found", PAGE_NOT_FOUND);
  }
}

export function registerPageImageRoute(app: AppInstance, ctx: AppContext, deps: PageImageDeps): void {
  app.get(
    "/api/scans/:id/pages/:page/image",
    {
      config: { notFoundMessage: SCAN_NOT_FOUND },
      schema: {
        params: z.object({ id: z.string(), page: z.string() }),
        querystring: querySchema,
        response: {
          200: {
            description: "The page as a PNG image",
            content: { "image/png": { schema: z.instanceof(Buffer).meta({ type: "string", format: "binary" }) } },
          },
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { row: scan } = await findScanAccess(ctx.db, user.id, request.params.id, "viewer");
      const page = pageSchema.safeParse(request.params.page);
      const pageCount = scan.extractedData?.pageCount;
      if (!page.success || (pageCount && page.data > pageCount)) throw new AppError("not_found", PAGE_NOT_FOUND);
      const width = pageImageWidth(request.query.width);
      const upload = await openUpload(deps.files, scan.storageKey);
      let image: CachedPageImage;
      try {
        image = await pageImage(upload.path, page.data, width, user.id, deps.pages, request.log);
      } finally {
        await upload.release();
      }
      const { png, info } = image;
      // The page of an upload never changes; private keeps shared caches from storing one user's book.
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "private, max-age=86400")
        .header(PAGE_SIZE_HEADER, `${info.points.width} ${info.points.height}`)
        .header(PAGE_COUNT_HEADER, String(info.pageCount))
        .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    },
  );
}

async function pageImage(
  path: string,
  page: number,
  width: number,
  viewer: string,
  renderer: PageImageRenderer,
  log: FastifyBaseLogger,
): Promise<CachedPageImage> {
  const cached = await readCachedPageImage(path, page, width);
  if (cached) return cached;
  // A page mupdf cannot draw (a broken page tree, a corrupt content stream) is the document's fault, not the
  // server's: the viewer says so and shows the other pages.
  const rendered = await renderer.render(path, page, width, viewer).catch((err: unknown) => {
    log.warn({ err, page }, "a page image could not be drawn");
    throw new AppError("unprocessable", PAGE_DAMAGED);
  });
  if (rendered.type === "out_of_range") throw new AppError("not_found", PAGE_NOT_FOUND);
  if (rendered.type === "too_large") throw new AppError("unprocessable", PAGE_TOO_LARGE);
  if (rendered.type === "damaged") {
    log.warn({ page, detail: rendered.detail }, "a page image could not be drawn");
    throw new AppError("unprocessable", PAGE_DAMAGED);
  }
  if (rendered.type === "busy") {
    throw new AppError("unavailable", PAGE_RENDERER_BUSY, { retryAfterSeconds: PAGE_RENDERER_RETRY_AFTER_S });
  }
  await writeCachedPageImage(path, page, width, rendered).catch((err: unknown) =>
    log.warn({ err }, "could not cache a page image"),
  );
  return rendered;
}
