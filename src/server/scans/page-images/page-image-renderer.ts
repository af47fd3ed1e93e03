// Renders PDF pages to PNG in one worker thread, started ahead of the first request (`warm`, when someone opens a
// finished scan, so the first page does not wait for the thread to load mupdf) and kept for the next ones (it keeps
// the last book open). A thread idle for `idleMs` is ended: its mupdf memory (~50 MB) is not held while nobody views
// pages. Requests are served in order; a crashed thread fails its pending requests and the next request starts a
// new one. A page that passes the engine's work budget is refused before it is drawn, and one still drawing after
// `timeoutMs` has its thread ended (WASM cannot be interrupted), so no page holds the thread everyone shares.
import type { Worker } from "node:worker_threads";
import type { PageImageInfo, PageImageReply, PageImageRequest } from "./page-image-protocol";
import { startWorkerEntry } from "../../../engine/start-worker-entry";

export type RenderedPage =
  | { type: "image"; png: Uint8Array; info: PageImageInfo }
  | { type: "out_of_range" }
  /** Too costly to draw: over the work budget, or still drawing after the time limit. */
  | { type: "too_large" };

export type PageImageRenderer = {
  render: (path: string, page: number, width: number) => Promise<RenderedPage>;
  /** Starts the thread now (or keeps a running one longer), idle and not keeping the process alive. */
  warm: () => void;
  close: () => Promise<void>;
};

const THREAD_LIMITS = { maxOldGenerationSizeMb: 512 };

type Pending = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void };

/** How long a thread without requests is kept: long enough for someone reading a register to open the next page. */
const DEFAULT_IDLE_MS = 5 * 60_000;
/** A spec page renders in well under a second; a drawing sheet within budget in a few. */
const DEFAULT_TIMEOUT_MS = 20_000;

export function createPageImageRenderer(options: { idleMs?: number; timeoutMs?: number } = {}): PageImageRenderer {
  const { idleMs = DEFAULT_IDLE_MS, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let headTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorkerEntry("render-page-image.worker", import.meta.url, { resourceLimits: THREAD_LIMITS });
    started.on("message", (reply: PageImageReply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if (reply.type === "image") request.resolve({ type: "image", png: reply.png, info: reply.info });
      else if (reply.type === "out_of_range") request.resolve({ type: "out_of_range" });
      else if (reply.type === "too_large") request.resolve({ type: "too_large" });
      else request.reject(new Error(`page render failed: ${reply.detail}`));
      watchHead(started);
      if (pending.size === 0) {
        started.unref(); // an idle thread must not keep the process alive
        endWhenIdle(started);
      }
    });
    const forget = (error: Error) => {
      if (worker !== started && worker !== undefined) return; // a thread ended for a slow page: its queue went too
      worker = undefined;
      clearTimeout(headTimer);
      failAll(error);
    };
    started.on("error", (error) => forget(new Error(`page render thread crashed: ${error.message}`)));
    started.on("exit", (code) => forget(new Error(`page render thread exited with code ${code}`)));
    started.unref();
    worker = started;
    endWhenIdle(started);
    return started;
  }

  /**
   * The thread draws one page at a time, in order: the oldest pending request is the one drawing, and its clock starts
   * when it reaches the head. Past `timeoutMs` it is answered as too large and the thread is ended; the requests
   * queued behind it fail with the thread (the viewer shows its error and the next request starts a fresh thread).
   */
  function watchHead(target: Worker): void {
    clearTimeout(headTimer);
    const head = pending.keys().next();
    if (head.done) return;
    const id = head.value;
    headTimer = setTimeout(() => {
      const request = pending.get(id);
      if (!request || worker !== target) return;
      pending.delete(id);
      request.resolve({ type: "too_large" });
      worker = undefined;
      void target.terminate();
    }, timeoutMs);
    headTimer.unref();
  }

  function endWhenIdle(target: Worker): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (worker !== target || pending.size > 0) return;
      worker = undefined;
      void target.terminate();
    }, idleMs);
    idleTimer.unref();
  }

  function render(path: string, page: number, width: number): Promise<RenderedPage> {
    const target = thread();
    const id = nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      clearTimeout(idleTimer);
      target.ref();
      const request: PageImageRequest = { id, path, page, width };
      target.postMessage(request);
      if (pending.size === 1) watchHead(target);
    });
  }

  async function close(): Promise<void> {
    clearTimeout(idleTimer);
    clearTimeout(headTimer);
    const current = worker;
    worker = undefined;
    failAll(new Error("page renderer closed"));
    await current?.terminate();
  }

  const warm = () => {
    const target = thread();
    if (pending.size === 0) endWhenIdle(target);
  };

  return { render, warm, close };
}
