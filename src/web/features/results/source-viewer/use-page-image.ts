// Loads one page image of a scan for the source viewer: the PNG as an object URL, the page's size in points and the
// book's page count from the response headers. The previous URL is revoked when the page, width or scan changes.
import { useEffect, useState } from "react";
import { PAGE_COUNT_HEADER, PAGE_SIZE_HEADER, pageImagePath } from "../../../../contract/page-images";

export type PageImage = { url: string; points: { width: number; height: number } | null; pageCount: number | null };
/** `tooLarge`: the server refused to draw the page (over the scanner's work budget); otherwise it could not be had. */
export type PageImageState =
  { status: "loading" } | { status: "error"; tooLarge: boolean } | ({ status: "loaded" } & PageImage);

class PageImageError extends Error {
  constructor(readonly status: number) {
    super(`page image: ${status}`);
  }
}

function parsePoints(header: string | null): PageImage["points"] {
  const [width, height] = (header ?? "").split(" ").map(Number);
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

export function usePageImage(scanId: string, page: number, width: number): PageImageState {
  const path = pageImagePath(scanId, page, width);
  // The answer is kept with the path it answers: while another page loads, the old one reads as loading.
  const [answer, setAnswer] = useState<{ path: string; state: PageImageState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const setState = (state: PageImageState) => setAnswer({ path, state });
    fetch(path, { credentials: "same-origin", signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new PageImageError(res.status);
        const blob = await res.blob();
        url = URL.createObjectURL(blob);
        const count = Number(res.headers.get(PAGE_COUNT_HEADER));
        setState({
          status: "loaded",
          url,
          points: parsePoints(res.headers.get(PAGE_SIZE_HEADER)),
          pageCount: Number.isInteger(count) && count > 0 ? count : null,
        });
      })
      .catch((error: unknown) => {
        const tooLarge = error instanceof PageImageError && error.status === 422;
        if (!controller.signal.aborted) setState({ status: "error", tooLarge });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return answer?.path === path ? answer.state : { status: "loading" };
}
