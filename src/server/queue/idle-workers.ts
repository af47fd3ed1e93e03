// The queue's idle workers, asleep until their next poll: a job sent in this process, or announced by another, wakes
// the sleepers of its queue at once.
export type IdleWorkers = {
  /** Resolves after `ms`, or as soon as `name` is woken. */
  sleep: (name: string, ms: number) => Promise<void>;
  wake: (name: string) => void;
  /** Wakes every sleeper of every queue (shutdown). */
  wakeAll: () => void;
};

export function createIdleWorkers(): IdleWorkers {
  const wakers = new Map<string, Set<() => void>>();

  const sleep = (name: string, ms: number) =>
    new Promise<void>((resolve) => {
      const set = wakers.get(name) ?? new Set();
      wakers.set(name, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });

  function wake(name: string): void {
    for (const wakeUp of [...(wakers.get(name) ?? [])]) wakeUp();
  }

  function wakeAll(): void {
    for (const wakeUps of wakers.values()) for (const wakeUp of [...wakeUps]) wakeUp();
  }

  return { sleep, wake, wakeAll };
}
