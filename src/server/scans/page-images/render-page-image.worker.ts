// Worker-thread entry: renders one page of an uploaded PDF to PNG at a time, off the server's event loop. The last
// document stays open, so paging through the same book (previous/next, zoom) skips reopening it.
import { parentPort } from "node:worker_threads";
import { limitMupdfMemory, loadPageImageRendering, type OpenPdf } from "../../../engine/page-images";
import type { PageImageReply, PageImageRequest } from "./page-image-protocol";

const port = parentPort;
if (!port) throw new Error("render-page-image.worker must run in a worker thread");
limitMupdfMemory();
const {
  openPdf,
  PageOverBudgetError,
  checkImageBudget,
  createContentBudget,
  measurePageImages,
  memoryBudgetError,
  renderPagePng,
} = await loadPageImageRendering();
const post = (reply: PageImageReply) =>
  port.postMessage(reply, reply.type === "image" ? [reply.png.buffer as ArrayBuffer] : []);

/** The open book, with its content budget (which remembers the costs of streams its pages share). */
type OpenBook = { path: string; pdf: OpenPdf; checkContent: ReturnType<typeof createContentBudget> };
let open: OpenBook | undefined;

function bookAt(path: string): OpenBook {
  if (open?.path === path) return open;
  open?.pdf.close();
  open = undefined;
  open = { path, pdf: openPdf(path), checkContent: createContentBudget() };
  return open;
}

function render(request: PageImageRequest): PageImageReply {
  const { pdf, checkContent } = bookAt(request.path);
  if (request.page < 1 || request.page > pdf.pageCount) {
    return { id: request.id, type: "out_of_range", pageCount: pdf.pageCount };
  }
  const page = pdf.doc.loadPage(request.page - 1);
  try {
    // The scan's budgets hold here too: a page it skipped as too costly must not hold this shared thread instead.
    try {
      checkContent(page);
      checkImageBudget(measurePageImages(page));
    } catch (error) {
      if (error instanceof PageOverBudgetError) return { id: request.id, type: "too_large", detail: error.message };
      throw error;
    }
    const { png, points } = renderPagePng(page, request.width);
    return { id: request.id, type: "image", png, info: { points, pageCount: pdf.pageCount } };
  } finally {
    page.destroy();
  }
}

post({ id: 0, type: "ready" });
port.on("message", (request: PageImageRequest) => {
  try {
    post(render(request));
  } catch (error) {
    const overMemory = memoryBudgetError(error);
    if (overMemory) {
      post({ id: request.id, type: "too_large", detail: overMemory.message });
      return;
    }
    // A file replaced or damaged since it was opened: forget it so the next request opens it afresh.
    open?.pdf.close();
    open = undefined;
    post({ id: request.id, type: "error", detail: error instanceof Error ? error.message : String(error) });
  }
});
