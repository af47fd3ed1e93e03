// One thread of the page-image pool. It draws one request at a time; the request's clock starts when the thread is
// ready (mupdf loaded), so a fresh thread's start-up is not held against the page. The thread ends itself when a page
// is still drawing at the time limit (WASM cannot be interrupted: that page is answered as too large), when it
// crashes (that page is answered as damaged), when its mupdf grew large (memory it never gives back) and when idle
// for `idleMs`.
import { keepsLittleMemory, startMupdfWorker } from "../../../engine";
import type { PageImageInfo, PageImageReply, PageImageRequest } from "./page-image-protocol";

export type RenderedPage =
  | { type: "image"; png: Uint8Array; info: PageImageInfo }
  | { type: "out_of_range" }
  /** Too costly to draw: over the work budget, over the memory budget, or still drawing after the time limit. */
  | { type: "too_large" }
  /** mupdf could not draw it: the page (or the file) is damaged. `detail` is for the log. */
  | { type: "damaged"; detail: string }
  /** Every thread stayed busy with other pages until the request's wait limit. */
  | { type: "busy" };

export type RenderRequest = {
  id: number;
  viewer: string;
  message: PageImageRequest;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
  waitTimer: NodeJS.Timeout;
};

export type RenderThread = {
  /** Drawing a request now. */
  isBusy: () => boolean;
  take: (request: RenderRequest) => void;
  /** Starts the idle countdown again: the thread is kept `idleMs` longer. */
  keepWhileIdle: () => void;
  /** Rejects the request it is drawing with `error` and ends the thread without telling the pool. */
  close: (error: Error) => Promise<void>;
};

export type RenderThreadOptions = {
  idleMs: number;
  timeoutMs: number;
  /** The thread has ended: the pool forgets it. */
  onEnded: (thread: RenderThread) => void;
  /** A request was answered (or lost with its thread): the pool hands out the next one. */
  onAnswered: () => void;
};

const THREAD_LIMITS = { maxOldGenerationSizeMb: 512 };

function answerRequest(request: RenderRequest, page: RenderedPage): void {
  clearTimeout(request.waitTimer);
  request.resolve(page);
}

export function startRenderThread({ idleMs, timeoutMs, onEnded, onAnswered }: RenderThreadOptions): RenderThread {
  const worker = startMupdfWorker("render-page-image.worker", import.meta.url, { resourceLimits: THREAD_LIMITS });
  let ready = false;
  let current: RenderRequest | undefined;
  let timer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  function stopWorker(): void {
    clearTimeout(timer);
    clearTimeout(idleTimer);
    worker.removeAllListeners();
  }

  function end(): void {
    onEnded(thread);
    stopWorker();
    void worker.terminate();
  }

  function keepWhileIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (!current) end();
    }, idleMs);
    idleTimer.unref();
  }

  /** The request drawing now is answered, and the thread ended first when `endFirst`. */
  function finish(page: RenderedPage, endFirst: boolean): void {
    const request = current;
    current = undefined;
    if (endFirst) end();
    else {
      clearTimeout(timer);
      worker.unref(); // an idle thread must not keep the process alive
      // A thread whose mupdf grew large is ended now that it is idle: its memory goes back to the shared budget.
      if (!keepsLittleMemory(worker)) end();
      else keepWhileIdle();
    }
    if (request) answerRequest(request, page);
    onAnswered();
  }

  function startClock(request: RenderRequest): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (current !== request) return;
      // Only this thread is ended: the page it was drawing is answered, nothing else.
      finish({ type: "too_large" }, true);
    }, timeoutMs);
    timer.unref();
  }

  const thread: RenderThread = {
    isBusy: () => current !== undefined,
    take(request) {
      current = request;
      clearTimeout(idleTimer);
      worker.ref();
      worker.postMessage(request.message);
      if (ready) startClock(request);
    },
    keepWhileIdle,
    close(error) {
      const request = current;
      current = undefined;
      if (request) request.reject(error);
      stopWorker();
      return worker.terminate().then(() => undefined);
    },
  };

  worker.on("message", (reply: PageImageReply) => {
    if (reply.type === "ready") {
      ready = true;
      if (current) startClock(current);
      return;
    }
    if (!current || current.id !== reply.id) return;
    finish(toRendered(reply), false);
  });
  // A crash costs the page that was drawing (mupdf could not draw it), never the requests still waiting.
  const crashed = () => finish({ type: "damaged", detail: "the render thread ended while drawing it" }, true);
  worker.on("error", crashed);
  worker.on("exit", crashed);
  worker.unref();
  keepWhileIdle();
  return thread;
}

function toRendered(reply: Exclude<PageImageReply, { type: "ready" }>): RenderedPage {
  if (reply.type === "image") return { type: "image", png: reply.png, info: reply.info };
  if (reply.type === "out_of_range") return { type: "out_of_range" };
  if (reply.type === "too_large") return { type: "too_large" };
  return { type: "damaged", detail: reply.detail };
}
