// The source viewer's page images (GET /api/scans/:id/pages/:page/image?width=N): headers sent with the PNG.

/** The page's size in PDF points, "width height" (e.g. "612 792"): a `bbox` in points maps onto the image with it. */
export const PAGE_SIZE_HEADER = "x-page-size";
/** The number of pages in the scan's document. */
export const PAGE_COUNT_HEADER = "x-page-count";

export function pageImagePath(scanId: string, page: number, width: number): string {
  return `/api/scans/${encodeURIComponent(scanId)}/pages/${page}/image?width=${width}`;
}
