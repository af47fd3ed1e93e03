// The page-image requests waiting for a thread, one queue per viewer, handed out in turn: the oldest request of the
// waiting viewer served longest ago (or never) goes next, so one viewer's many pages never hold up another's.
export type ViewerTurns<T> = {
  add: (viewer: string, item: T) => void;
  /** Takes a waiting item out of its queue (its wait ran out); false when it was no longer waiting. */
  remove: (viewer: string, item: T) => boolean;
  /** The next item in turn, taken out of its queue. */
  next: () => T | undefined;
  isEmpty: () => boolean;
  /** Every waiting item, the queues emptied. */
  takeAll: () => T[];
};

export function createViewerTurns<T>(): ViewerTurns<T> {
  /** Waiting items per viewer. */
  const queues = new Map<string, T[]>();
  /** When each viewer was last served (a count of items taken): the viewer served longest ago goes next. */
  const servedAt = new Map<string, number>();
  let taken = 0;

  function add(viewer: string, item: T): void {
    const queue = queues.get(viewer);
    if (queue) queue.push(item);
    else queues.set(viewer, [item]);
  }

  function remove(viewer: string, item: T): boolean {
    const queue = queues.get(viewer);
    const at = queue?.indexOf(item) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) queues.delete(viewer);
    return true;
  }

  function next(): T | undefined {
    let chosen: string | undefined;
    for (const viewer of queues.keys()) {
      if (chosen === undefined || (servedAt.get(viewer) ?? -1) < (servedAt.get(chosen) ?? -1)) chosen = viewer;
    }
    if (chosen === undefined) return undefined;
    const queue = queues.get(chosen)!;
    const item = queue.shift();
    if (queue.length === 0) queues.delete(chosen);
    servedAt.set(chosen, taken++);
    // Forget viewers who no longer wait, so the map stays as small as the crowd.
    if (servedAt.size > 10_000) for (const viewer of servedAt.keys()) if (!queues.has(viewer)) servedAt.delete(viewer);
    return item;
  }

  function takeAll(): T[] {
    const all = [...queues.values()].flat();
    queues.clear();
    return all;
  }

  return { add, remove, next, isEmpty: () => queues.size === 0, takeAll };
}
