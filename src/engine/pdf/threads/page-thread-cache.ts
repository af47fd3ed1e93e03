// Page threads kept warm between books. Starting one costs a thread, mupdf's instance and cold compiled code: about
// 0.1 s, and its first pages run slower still; a book read in ten page ranges, or a queue of short scans, paid that
// for every range or scan. A thread that finished a book cleanly waits here a short while for the next one, unless
// a page thread is wanted somewhere in the process and no seat is free: an idle thread holds a seat (and its memory),
// so it is ended then (docs/decisions/0318-page-thread-seats-and-freed-blocks-given-back.md).
import type { Worker } from "node:worker_threads";
import { pageThreadsWanted } from "../budgets/mupdf-memory-budget";

/** Long enough for the next range or queued scan to arrive, short enough to give the memory back soon after. */
const IDLE_MS = 10_000;
/** More than a process reads at once is never needed again soon. */
const MAX_IDLE = 8;

/** How often idle threads look whether a page thread is wanted and no seat is free. */
const WANTED_POLL_MS = 100;

type IdleThread = { thread: Worker; timer: NodeJS.Timeout };
const idle: IdleThread[] = [];

/** Watches, while threads are idle here, whether another reading waits for a seat; then they are all ended. */
let watch: { timer: NodeJS.Timeout; seen: number } | undefined;
function watchWanted(): void {
  if (watch) return;
  const seen = pageThreadsWanted();
  const timer = setInterval(() => {
    if (idle.length === 0) {
      stopWatching();
      return;
    }
    if (pageThreadsWanted() === watch?.seen) return;
    stopWatching();
    for (const entry of idle.splice(0)) {
      clearTimeout(entry.timer);
      void entry.thread.terminate();
    }
  }, WANTED_POLL_MS);
  timer.unref();
  watch = { timer, seen };
}
function stopWatching(): void {
  clearInterval(watch?.timer);
  watch = undefined;
}

/** A warm thread (its page loop listening, no book open), or undefined. */
export function takeIdleThread(): Worker | undefined {
  const entry = idle.pop();
  if (!entry) return undefined;
  clearTimeout(entry.timer);
  entry.thread.removeAllListeners("error").removeAllListeners("exit");
  entry.thread.ref();
  return entry.thread;
}

/** Keeps a thread whose book is closed; it ends after IDLE_MS unused, and never keeps the process alive. */
export function keepIdleThread(thread: Worker): void {
  thread.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
  if (idle.length >= MAX_IDLE) {
    void thread.terminate();
    return;
  }
  const entry: IdleThread = {
    thread,
    timer: setTimeout(() => {
      forget(entry);
      void thread.terminate();
    }, IDLE_MS),
  };
  entry.timer.unref();
  thread.unref();
  // A thread that dies while idle (out of memory, killed) is simply forgotten.
  thread.on("error", () => {});
  thread.once("exit", () => forget(entry));
  idle.push(entry);
  watchWanted();
}

function forget(entry: IdleThread): void {
  clearTimeout(entry.timer);
  const at = idle.indexOf(entry);
  if (at >= 0) idle.splice(at, 1);
}

/** Threads waiting for a book now. */
export function idleThreadCount(): number {
  return idle.length;
}

/** Ends every idle thread (tests, shutdown). */
export async function endIdleThreads(): Promise<void> {
  const all = idle.splice(0);
  stopWatching();
  for (const entry of all) clearTimeout(entry.timer);
  await Promise.all(all.map((entry) => entry.thread.terminate()));
}
