// Worker-thread entry: renders one page of an uploaded PDF to PNG at a time, off the server's event loop. The last
// document stays open, so paging through the same book (previous/next, zoom) skips reopening it.
import { parentPort } from "node:worker_threads";
import { openPdf, type OpenPdf } from "../../../engine/pdf/open-pdf";
import { renderPagePng } from "../../../engine/pdf/render-page";
import type { PageImageReply, PageImageRequest } from "./page-image-protocol";

const port = parentPort;
if (!port) throw new Error("render-page-image.worker must run in a worker thread");
const post = (reply: PageImageReply) =>
  port.postMessage(reply, reply.type === "image" ? [reply.png.buffer as ArrayBuffer] : []);

let open: { path: string; pdf: OpenPdf } | undefined;

function documentAt(path: string): OpenPdf {
  if (open?.path === path) return open.pdf;
  open?.pdf.close();
  open = undefined;
  const pdf = openPdf(path);
  open = { path, pdf };
  return pdf;
}

function render(request: PageImageRequest): PageImageReply {
  const pdf = documentAt(request.path);
  if (request.page < 1 || request.page > pdf.pageCount) {
    return { id: request.id, type: "out_of_range", pageCount: pdf.pageCount };
  }
  const page = pdf.doc.loadPage(request.page - 1);
  try {
    const { png, points } = renderPagePng(page, request.width);
    return { id: request.id, type: "image", png, info: { points, pageCount: pdf.pageCount } };
  } finally {
    page.destroy();
  }
}

port.on("message", (request: PageImageRequest) => {
  try {
    post(render(request));
  } catch (error) {
    // A file replaced or damaged since it was opened: forget it so the next request opens it afresh.
    open?.pdf.close();
    open = undefined;
    post({ id: request.id, type: "error", detail: error instanceof Error ? error.message : String(error) });
  }
});
