// Opening a book in the calling thread (`threads: 0`) cannot be cut from inside it: mupdf in WebAssembly runs to the
// end of a call. A host that runs the engine in a thread of its own (the server's scan thread) watches the openings
// here and ends that whole thread when one passes its limit (docs/decisions/0296-the-opening-limit-in-the-scan-thread.md).
export type OpeningEvent = { phase: "opening"; limitMs: number } | { phase: "opened" };

let watcher: ((event: OpeningEvent) => void) | undefined;

/** Called with every opening of a book in this thread that has a limit, and once it is open (or failed to open). */
export function watchOpenings(listener: ((event: OpeningEvent) => void) | undefined): void {
  watcher = listener;
}

/** Runs `open` between an "opening" and an "opened" report, when the opening has a limit and someone watches. */
export function openWatched<T>(limitMs: number | undefined, open: () => T): T {
  if (limitMs === undefined || !watcher) return open();
  const report = watcher;
  report({ phase: "opening", limitMs });
  try {
    return open();
  } finally {
    report({ phase: "opened" });
  }
}
