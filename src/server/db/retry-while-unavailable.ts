// Runs a database step again while the database cannot answer (a restart, a failover, a full disk), with backoff:
// 0.5 s doubling to at most `maxDelayMs`, so the step lands seconds after the database is back. For work whose only
// copy is in this process (a scan being read, its outcome), where giving up at the first error would leave the job
// active until its lease ran out.
export type RetryOptions = {
  /** Aborted when the process stops: the last error is thrown at once. */
  signal: AbortSignal;
  maxDelayMs?: number;
  /** After this long the last error is thrown. */
  giveUpAfterMs?: number;
  /** Called once, on the first failure (to log it). */
  onFirstFailure?: (error: unknown) => void;
};

export async function retryWhileUnavailable<T>(
  step: () => Promise<T>,
  options: RetryOptions,
): Promise<{ value: T; attempts: number }> {
  const { signal } = options;
  const maxDelay = options.maxDelayMs ?? 5_000;
  const giveUpAt = Date.now() + (options.giveUpAfterMs ?? 10 * 60_000);
  for (let attempt = 1, delay = 500; ; attempt++, delay = Math.min(delay * 2, maxDelay)) {
    try {
      return { value: await step(), attempts: attempt };
    } catch (error) {
      if (signal.aborted || Date.now() + delay > giveUpAt) throw error;
      if (attempt === 1) options.onFirstFailure?.(error);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, delay);
        signal.addEventListener("abort", done, { once: true });
        function done() {
          clearTimeout(timer);
          signal.removeEventListener("abort", done);
          resolve();
        }
      });
    }
  }
}
