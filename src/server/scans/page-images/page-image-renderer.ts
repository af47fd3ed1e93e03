// Renders PDF pages to PNG in a small pool of worker threads, shared fairly by everyone viewing pages. Requests wait
// in one queue per viewer and are handed out in turn (one request of each viewer before a second of any), so a user
// paging through a heavy drawing set does not hold up another user's page. Each request has its own time limit: a
// page still drawing after `timeoutMs` has its thread ended (WASM cannot be interrupted) and is answered as too
// large, and only that request is touched — the others are drawn by the remaining threads and by a fresh one. A
// request that cannot start within `waitMs` (every thread busy with slow pages) is answered as busy. A thread is
// started ahead of the first request (`warm`) and kept for the next ones (it keeps the last book open); one idle for
// `idleMs` is ended, and so is one whose mupdf grew large (memory it never gives back), so neither holds memory
// while nobody views pages.
import { startRenderThread, type RenderRequest, type RenderThread, type RenderedPage } from "./render-thread";
import { createViewerTurns } from "./viewer-turns";

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

/** How long a thread without requests is kept: long enough for someone reading a register to open the next page. */
const DEFAULT_IDLE_MS = 5 * 60_000;
/** A spec page renders in well under a second; a drawing sheet within budget in a few. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** Two slow pages ahead of a request cost it at most two time limits. */
const DEFAULT_WAIT_MS = 45_000;
const DEFAULT_THREADS = 2;

export function createPageImageRenderer(options: PageImageRendererOptions = {}): PageImageRenderer {
  const threads = Math.max(1, options.threads ?? DEFAULT_THREADS);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  const pool = new Set<RenderThread>();
  const waiting = createViewerTurns<RenderRequest>();
  let nextId = 1;
  let closed = false;

  function start(): RenderThread {
    const thread = startRenderThread({
      idleMs,
      timeoutMs,
      onEnded: (ended) => pool.delete(ended),
      onAnswered: dispatch,
    });
    pool.add(thread);
    return thread;
  }

  function dispatch(): void {
    if (closed) return;
    for (;;) {
      if (waiting.isEmpty()) return;
      let thread = [...pool].find((candidate) => !candidate.isBusy());
      if (!thread) {
        if (pool.size >= threads) return;
        thread = start();
      }
      const request = waiting.next();
      if (!request) return;
      clearTimeout(request.waitTimer);
      thread.take(request);
    }
  }

  function render(path: string, page: number, width: number, viewer = ""): Promise<RenderedPage> {
    if (closed) return Promise.reject(new Error("page renderer closed"));
    const id = nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      const request: RenderRequest = {
        id,
        viewer,
        message: { id, path, page, width },
        resolve,
        reject,
        waitTimer: setTimeout(() => {
          if (waiting.remove(viewer, request)) resolve({ type: "busy" });
        }, waitMs),
      };
      request.waitTimer.unref();
      waiting.add(viewer, request);
      dispatch();
    });
  }

  async function close(): Promise<void> {
    closed = true;
    const error = new Error("page renderer closed");
    for (const request of waiting.takeAll()) {
      clearTimeout(request.waitTimer);
      request.reject(error);
    }
    const all = [...pool];
    pool.clear();
    await Promise.all(all.map((thread) => thread.close(error)));
  }

  const warm = () => {
    if (closed) return;
    const idle = [...pool].find((thread) => !thread.isBusy());
    if (idle) idle.keepWhileIdle();
    else if (pool.size === 0) start();
  };

  return { render, warm, close };
}
