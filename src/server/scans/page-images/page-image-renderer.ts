// Renders PDF pages to PNG in a small pool of worker threads, shared fairly by everyone viewing pages. Requests wait
// in one queue per viewer and are handed out in turn (one request of each viewer before a second of any), so a user
// paging through a heavy drawing set does not hold up another user's page. Each request has its own time limit: a
// page still drawing after `timeoutMs` has its thread ended (WASM cannot be interrupted) and is answered as too
// large, and only that request is touched — the others are drawn by the remaining threads and by a fresh one. A
// request that cannot start within `waitMs` (every thread busy with slow pages) is answered as busy. A thread is
// started ahead of the first request (`warm`) and kept for the next ones (it keeps the last book open); one idle for
// `idleMs` is ended, and so is one whose mupdf grew large (memory it never gives back), so neither holds memory
// while nobody views pages.
import type { Worker } from "node:worker_threads";
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

export type PageImageRenderer = {
  /** `viewer` names whose request this is (a user id): requests of different viewers take turns. */
  render: (path: string, page: number, width: number, viewer?: string) => Promise<RenderedPage>;
  /** Starts a thread now (or keeps a running one longer), idle and not keeping the process alive. */
  warm: () => void;
  close: () => Promise<void>;
};

export type PageImageRendererOptions = {
  /** Render threads; each draws one page at a time. */
  threads?: number;
  idleMs?: number;
  /** A page's drawing time limit, from when a thread takes it. */
  timeoutMs?: number;
  /** How long a request may wait for a thread before it is answered as busy. */
  waitMs?: number;
};

const THREAD_LIMITS = { maxOldGenerationSizeMb: 512 };

/** How long a thread without requests is kept: long enough for someone reading a register to open the next page. */
const DEFAULT_IDLE_MS = 5 * 60_000;
/** A spec page renders in well under a second; a drawing sheet within budget in a few. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** Two slow pages ahead of a request cost it at most two time limits. */
const DEFAULT_WAIT_MS = 45_000;
const DEFAULT_THREADS = 2;

type Request = {
  id: number;
  viewer: string;
  message: PageImageRequest;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
  waitTimer: NodeJS.Timeout;
};
type RenderThread = {
  worker: Worker;
  /** mupdf is loaded: a request's clock starts when its thread is ready, so a fresh thread's start-up is not held against the page. */
  ready: boolean;
  current?: Request;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
};

export function createPageImageRenderer(options: PageImageRendererOptions = {}): PageImageRenderer {
  const threads = Math.max(1, options.threads ?? DEFAULT_THREADS);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  const pool = new Set<RenderThread>();
  /** Waiting requests per viewer. */
  const queues = new Map<string, Request[]>();
  /** When each viewer was last served (a count of requests taken): the viewer served longest ago goes next. */
  const servedAt = new Map<string, number>();
  let taken = 0;
  let nextId = 1;
  let closed = false;

  const answer = (request: Request, page: RenderedPage) => {
    clearTimeout(request.waitTimer);
    request.resolve(page);
  };

  function end(thread: RenderThread): void {
    pool.delete(thread);
    clearTimeout(thread.timer);
    clearTimeout(thread.idleTimer);
    thread.worker.removeAllListeners();
    void thread.worker.terminate();
  }

  function endWhenIdle(thread: RenderThread): void {
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (!thread.current) end(thread);
    }, idleMs);
    thread.idleTimer.unref();
  }

  function start(): RenderThread {
    const worker = startMupdfWorker("render-page-image.worker", import.meta.url, { resourceLimits: THREAD_LIMITS });
    const thread: RenderThread = { worker, ready: false };
    worker.on("message", (reply: PageImageReply) => {
      if (reply.type === "ready") {
        thread.ready = true;
        if (thread.current) startClock(thread, thread.current);
        return;
      }
      const request = thread.current;
      if (!request || request.id !== reply.id) return;
      settle(thread, toRendered(reply));
    });
    // A crash costs the page that was drawing (mupdf could not draw it), never the requests still waiting.
    const crashed = () => {
      const request = thread.current;
      thread.current = undefined;
      end(thread);
      if (request) answer(request, { type: "damaged", detail: "the render thread ended while drawing it" });
      dispatch();
    };
    worker.on("error", crashed);
    worker.on("exit", crashed);
    worker.unref();
    pool.add(thread);
    endWhenIdle(thread);
    return thread;
  }

  function settle(thread: RenderThread, page: RenderedPage): void {
    const request = thread.current!;
    thread.current = undefined;
    clearTimeout(thread.timer);
    thread.worker.unref(); // an idle thread must not keep the process alive
    // A thread whose mupdf grew large is ended now that it is idle: its memory goes back to the shared budget.
    if (!keepsLittleMemory(thread.worker)) end(thread);
    else endWhenIdle(thread);
    answer(request, page);
    dispatch();
  }

  /** The next request in turn: the oldest of the waiting viewer served longest ago (or never). */
  function nextRequest(): Request | undefined {
    let chosen: string | undefined;
    for (const viewer of queues.keys()) {
      if (chosen === undefined || (servedAt.get(viewer) ?? -1) < (servedAt.get(chosen) ?? -1)) chosen = viewer;
    }
    if (chosen === undefined) return undefined;
    const queue = queues.get(chosen)!;
    const request = queue.shift();
    if (queue.length === 0) queues.delete(chosen);
    servedAt.set(chosen, taken++);
    // Forget viewers who no longer wait, so the map stays as small as the crowd.
    if (servedAt.size > 10_000) for (const viewer of servedAt.keys()) if (!queues.has(viewer)) servedAt.delete(viewer);
    return request;
  }

  function dispatch(): void {
    if (closed) return;
    for (;;) {
      if (queues.size === 0) return;
      let thread = [...pool].find((candidate) => !candidate.current);
      if (!thread) {
        if (pool.size >= threads) return;
        thread = start();
      }
      const request = nextRequest();
      if (!request) return;
      clearTimeout(request.waitTimer);
      take(thread, request);
    }
  }

  function take(thread: RenderThread, request: Request): void {
    thread.current = request;
    clearTimeout(thread.idleTimer);
    thread.worker.ref();
    thread.worker.postMessage(request.message);
    if (thread.ready) startClock(thread, request);
  }

  function startClock(thread: RenderThread, request: Request): void {
    clearTimeout(thread.timer);
    thread.timer = setTimeout(() => {
      if (thread.current !== request) return;
      // Only this thread is ended: the page it was drawing is answered, nothing else.
      thread.current = undefined;
      end(thread);
      answer(request, { type: "too_large" });
      dispatch();
    }, timeoutMs);
    thread.timer.unref();
  }

  function render(path: string, page: number, width: number, viewer = ""): Promise<RenderedPage> {
    if (closed) return Promise.reject(new Error("page renderer closed"));
    const id = nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      const request: Request = {
        id,
        viewer,
        message: { id, path, page, width },
        resolve,
        reject,
        waitTimer: setTimeout(() => {
          const queue = queues.get(viewer);
          const at = queue?.indexOf(request) ?? -1;
          if (!queue || at < 0) return;
          queue.splice(at, 1);
          if (queue.length === 0) queues.delete(viewer);
          resolve({ type: "busy" });
        }, waitMs),
      };
      request.waitTimer.unref();
      const queue = queues.get(viewer);
      if (queue) queue.push(request);
      else queues.set(viewer, [request]);
      dispatch();
    });
  }

  async function close(): Promise<void> {
    closed = true;
    const error = new Error("page renderer closed");
    for (const queue of queues.values()) {
      for (const request of queue) {
        clearTimeout(request.waitTimer);
        request.reject(error);
      }
    }
    queues.clear();
    const all = [...pool];
    for (const thread of all) {
      const request = thread.current;
      thread.current = undefined;
      if (request) request.reject(error);
      pool.delete(thread);
      clearTimeout(thread.timer);
      clearTimeout(thread.idleTimer);
      thread.worker.removeAllListeners();
    }
    await Promise.all(all.map((thread) => thread.worker.terminate()));
  }

  const warm = () => {
    if (closed) return;
    const idle = [...pool].find((thread) => !thread.current);
    if (idle) endWhenIdle(idle);
    else if (pool.size === 0) start();
  };

  return { render, warm, close };
}

function toRendered(reply: Exclude<PageImageReply, { type: "ready" }>): RenderedPage {
  if (reply.type === "image") return { type: "image", png: reply.png, info: reply.info };
  if (reply.type === "out_of_range") return { type: "out_of_range" };
  if (reply.type === "too_large") return { type: "too_large" };
  return { type: "damaged", detail: reply.detail };
}
