// GET /api/scans/:id/pages/:page/image?width=N: one page of the scan's uploaded PDF as PNG, for the source viewer.
// The page's size in PDF points and the book's page count ride along as headers, for placing the highlight and paging.
// Owner only; someone else's scan, a page out of range and an upload that is gone are all the same 404.
import { z } from "zod";
import { PAGE_COUNT_HEADER, PAGE_SIZE_HEADER } from "../../../contract/page-images";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { requireUser } from "../../http/session";
import type { FileStore } from "../../storage/file-store";
import { pageImageWidth, readCachedPageImage, writeCachedPageImage } from "./page-image-cache";
import type { PageImageRenderer } from "./page-image-renderer";
import { findOwnScan } from "../records/scan-views";

export const PAGE_NOT_FOUND = "Page not found";

const pageSchema = z.coerce.number().int().min(1).max(1_000_000);
const querySchema = z.object({ width: z.coerce.number().int().min(1).max(100_000).optional() });

export type PageImageDeps = { files: FileStore; pages: PageImageRenderer };

async function uploadPath(files: FileStore, key: string | null): Promise<string> {
  if (!key) throw new AppError("not_found", PAGE_NOT_FOUND);
  try {
    return (await files.openLocal(key)).path;
  } catch {
    throw new AppError("not_found", PAGE_NOT_FOUND);
  }
}

export function registerPageImageRoute(app: AppInstance, ctx: AppContext, deps: PageImageDeps): void {
  app.get(
    "/api/scans/:id/pages/:page/image",
    { schema: { params: z.object({ id: z.string(), page: z.string() }), querystring: querySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const scan = await findOwnScan(ctx.db, user.id, request.params.id);
      const page = pageSchema.safeParse(request.params.page);
      const pageCount = scan.extractedData?.pageCount;
      if (!page.success || (pageCount && page.data > pageCount)) throw new AppError("not_found", PAGE_NOT_FOUND);
      const width = pageImageWidth(request.query.width);
      const path = await uploadPath(deps.files, scan.storageKey);

      let image = await readCachedPageImage(path, page.data, width);
      if (!image) {
        const rendered = await deps.pages.render(path, page.data, width);
        if (rendered.type === "out_of_range") throw new AppError("not_found", PAGE_NOT_FOUND);
        image = rendered;
        await writeCachedPageImage(path, page.data, width, rendered).catch((err: unknown) =>
          request.log.warn({ err }, "could not cache a page image"),
        );
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
