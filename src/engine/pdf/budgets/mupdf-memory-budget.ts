// One memory budget for every copy of mupdf in the process. mupdf runs in WebAssembly, one instance per worker thread
// (scan threads, page threads, the page-image renderer's threads); an instance's memory grows when mupdf allocates
// and never shrinks until its thread ends. Every growth is checked against a budget all instances share, held in a
// SharedArrayBuffer handed down from thread to thread: a decoder bomb, an inline image of a billion pixels or two
// books at once cannot take the process past it. A growth that does not fit waits a moment for another thread to give
// memory back, then fails: mupdf's allocation fails ("malloc (N bytes) failed") and the page is skipped as too costly.
// See docs/decisions/0140-one-memory-budget-for-every-mupdf-instance.md.
import { availableParallelism } from "node:os";
import {
  MessageChannel,
  isMainThread,
  workerData,
  type MessagePort,
  type Worker,
  type WorkerOptions,
} from "node:worker_threads";
import { startWorkerEntry } from "../../start-worker-entry";
import { collectLitter } from "./js-litter";

const WASM_PAGE = 65_536;
const MB = 1024 * 1024;
/** mupdf's memory in all threads together (its instances start at 22 MB each). */
export const MUPDF_MEMORY_BYTES = 256 * MB;
/** One instance's memory: a page that needs more is too costly, whatever else is free. */
export const MUPDF_INSTANCE_BYTES = 192 * MB;
/** A thread whose instance grew past this is ended after its work instead of being kept for more. */
export const MUPDF_KEEP_BYTES = 96 * MB;
/**
 * How long a growth waits for another thread to give memory back before it fails. One allocation may try to grow
 * several times (asking for less each time): after a wait that ended in failure, the next tries fail at once.
 */
const WAIT_MS = 10_000;
const NO_WAIT_AFTER_FAILURE_MS = 1_000;

const SLOTS = 256;
// Int32 layout: [0] pages in use by all, [1] budget in pages, [2] per-instance pages, [3] page-thread seats taken,
// [4] seats there are, [5] a count bumped each time a page thread is wanted and no seat is free; then SLOTS pages per
// slot, SLOTS owners (0 free, 1 claimed by the main thread, 2 + n claimed by the thread holding slot n), and SLOTS
// flags (1: the slot's thread holds a seat).
const TOTAL = 0;
const LIMIT = 1;
const INSTANCE = 2;
const SEATS = 3;
const SEAT_LIMIT = 4;
const WANTED = 5;
const HEADER = 6;
const pagesAt = (slot: number) => HEADER + slot;
const ownerAt = (slot: number) => HEADER + SLOTS + slot;
const seatAt = (slot: number) => HEADER + SLOTS * 2 + slot;

/**
 * Page threads alive at once in the process, idle ones included: one per core and two more, at least four. A page
 * thread costs the process about 60 MB (its V8 heap, its mupdf instance, stacks and code), of which only mupdf's memory
 * is counted in bytes; without seats the lanes could read with six at once, and each scan thread kept up to eight idle.
 * Two more than the cores: the two range lanes of a 2-core machine, the short lane and a look at a new book each keep
 * one without ending another's.
 * See docs/decisions/0318-page-thread-seats-and-freed-blocks-given-back.md.
 */
export const PAGE_THREAD_SEATS = Math.max(2, availableParallelism()) + 2;

type Shared = { buffer: SharedArrayBuffer; slot: number | undefined };
/** What a thread started with a budget receives in `workerData.mupdfMemory`. */
type Handed = { buffer: SharedArrayBuffer; slot: number; port: MessagePort };

function inherited(): Handed | undefined {
  const data: unknown = workerData;
  if (!data || typeof data !== "object" || !("mupdfMemory" in data)) return undefined;
  return (data as { mupdfMemory: Handed }).mupdfMemory;
}

let shared: Shared | undefined;
function budget(): Shared {
  if (shared) return shared;
  const handed = isMainThread ? undefined : inherited();
  if (handed) {
    shared = { buffer: handed.buffer, slot: handed.slot };
  } else {
    const buffer = new SharedArrayBuffer((HEADER + SLOTS * 3) * 4);
    const view = new Int32Array(buffer);
    view[LIMIT] = MUPDF_MEMORY_BYTES / WASM_PAGE;
    view[INSTANCE] = MUPDF_INSTANCE_BYTES / WASM_PAGE;
    view[SEAT_LIMIT] = PAGE_THREAD_SEATS;
    shared = { buffer, slot: undefined };
  }
  return shared;
}

/** Gives back a slot's memory, and that of every slot claimed by its thread (ended with it). */
function release(view: Int32Array, slot: number): void {
  Atomics.sub(view, TOTAL, Atomics.exchange(view, pagesAt(slot), 0));
  if (Atomics.exchange(view, seatAt(slot), 0) === 1) Atomics.sub(view, SEATS, 1);
  Atomics.store(view, ownerAt(slot), 0);
  for (let child = 0; child < SLOTS; child++) {
    if (Atomics.load(view, ownerAt(child)) === 2 + slot) release(view, child);
  }
  Atomics.notify(view, TOTAL);
}

const slotOf = new WeakMap<Worker, number>();

/**
 * Starts a worker-thread entry that will load mupdf (see `startWorkerEntry`): its share of the budget rides in
 * `workerData`, and its memory is given back when the thread ends (a message port closes with it, whoever ends it;
 * the threads it started end with it, and their memory is given back too).
 */
export function startMupdfWorker(
  name: string,
  base: string,
  options: WorkerOptions,
  { seated = false }: { seated?: boolean } = {},
): Worker {
  const { buffer, slot: own } = budget();
  const view = new Int32Array(buffer);
  const owner = own === undefined ? 1 : 2 + own;
  let slot = -1;
  for (let i = 0; i < SLOTS && slot < 0; i++) {
    if (Atomics.compareExchange(view, ownerAt(i), 0, owner) === 0) slot = i;
  }
  if (slot < 0) {
    if (seated) Atomics.sub(view, SEATS, 1);
    throw new Error("too many PDF threads for the memory budget");
  }
  // The seat taken for it (takePageThreadSeat) is the thread's from now on, and goes back when it ends.
  if (seated) Atomics.store(view, seatAt(slot), 1);
  const { port1, port2 } = new MessageChannel();
  let worker: Worker;
  try {
    const mupdfMemory: Handed = { buffer, slot, port: port2 };
    worker = startWorkerEntry(name, base, { ...options, workerData: { mupdfMemory }, transferList: [port2] });
  } catch (error) {
    release(view, slot);
    throw error;
  }
  port1.on("close", () => release(view, slot));
  port1.unref();
  slotOf.set(worker, slot);
  return worker;
}

/**
 * Takes one of the process's page-thread seats for a thread about to be started (`startMupdfWorker` with `seated`),
 * true when one was free. When none is and the reading needs the thread (`needed`: it has none), the count of threads
 * wanted goes up, so threads kept idle elsewhere are ended (`pageThreadsWanted`) and their seats come back; an extra
 * thread for a reading that has one does not end another's warm thread.
 */
export function takePageThreadSeat({ needed = true }: { needed?: boolean } = {}): boolean {
  const view = new Int32Array(budget().buffer);
  for (;;) {
    const taken = Atomics.load(view, SEATS);
    if (taken >= Atomics.load(view, SEAT_LIMIT)) {
      if (needed) Atomics.add(view, WANTED, 1);
      return false;
    }
    if (Atomics.compareExchange(view, SEATS, taken, taken + 1) === taken) return true;
  }
}

/** Gives back a seat taken by `takePageThreadSeat` for a thread that was not started after all. */
export function returnPageThreadSeat(): void {
  Atomics.sub(new Int32Array(budget().buffer), SEATS, 1);
}

/** A count that goes up whenever a page thread could not be started for want of a seat (idle threads watch it). */
export const pageThreadsWanted = () => Atomics.load(new Int32Array(budget().buffer), WANTED);

/** Page-thread seats taken now (for tests). */
export const pageThreadSeatsTaken = () => Atomics.load(new Int32Array(budget().buffer), SEATS);

/** mupdf's memory a thread started by `startMupdfWorker` holds now, in bytes. */
export function mupdfMemoryOf(worker: Worker): number {
  const slot = slotOf.get(worker);
  return slot === undefined ? 0 : Atomics.load(new Int32Array(budget().buffer), pagesAt(slot)) * WASM_PAGE;
}

/** True when a thread holds little enough of mupdf's memory to be kept for more work. */
export const keepsLittleMemory = (worker: Worker) => mupdfMemoryOf(worker) <= MUPDF_KEEP_BYTES;

/**
 * Counts `pages` more against the budget all threads share, waiting up to `waitMs` for another thread to give memory
 * back; false when they do not fit by then.
 */
function take(view: Int32Array, pages: number, waitMs: number): boolean {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const total = Atomics.add(view, TOTAL, pages);
    if (total + pages <= Atomics.load(view, LIMIT)) return true;
    Atomics.sub(view, TOTAL, pages);
    const left = deadline - Date.now();
    if (left <= 0) return false;
    // Another thread ending gives its memory back and wakes the waiters.
    Atomics.wait(view, TOTAL, total, Math.min(left, 250));
  }
}

/** The budget of this thread, when it was started with one (`startMupdfWorker`); undefined elsewhere. */
function threadBudget(): { view: Int32Array; mine: number } | undefined {
  if (isMainThread || !inherited()) return undefined;
  const { buffer, slot } = budget();
  return { view: new Int32Array(buffer), mine: pagesAt(slot!) };
}

/** JavaScript bytes of this thread counted against the shared budget, in whole WebAssembly pages. */
let heldPages = 0;
let heldBytes = 0;

/**
 * Counts `bytes` of JavaScript memory this thread is about to hold for a PDF (a stream decoded by the page budget, a
 * rendered page, an OCR image) against the budget mupdf's instances share, so mupdf and JavaScript together stay
 * within it. Waits like a growth of mupdf's memory, then answers false: the caller gives the page up as too costly.
 * Counted in this thread's slot, so a thread that is ended gives its bytes back with it. Always true in a thread
 * without the budget (the command line, tests in the calling thread). Give the bytes back with `releaseJsBytes`.
 */
export function holdJsBytes(bytes: number): boolean {
  const shared = threadBudget();
  if (!shared || bytes <= 0) return true;
  // Bytes released before are free only once collected: past a bound, they are collected before more are taken.
  collectLitter((Atomics.load(shared.view, shared.mine) - heldPages) * WASM_PAGE + heldBytes);
  const pages = Math.ceil((heldBytes + bytes) / WASM_PAGE) - heldPages;
  if (pages > 0) {
    if (!take(shared.view, pages, WAIT_MS)) return false;
    Atomics.add(shared.view, shared.mine, pages);
    heldPages += pages;
  }
  heldBytes += bytes;
  return true;
}

/** Gives back bytes counted by `holdJsBytes`. */
export function releaseJsBytes(bytes: number): void {
  const shared = threadBudget();
  if (!shared || bytes <= 0) return;
  heldBytes = Math.max(0, heldBytes - bytes);
  const pages = heldPages - Math.ceil(heldBytes / WASM_PAGE);
  if (pages <= 0) return;
  heldPages -= pages;
  Atomics.sub(shared.view, shared.mine, pages);
  Atomics.sub(shared.view, TOTAL, pages);
  Atomics.notify(shared.view, TOTAL);
}

/** Bytes the shared budget could lend now (Infinity in a thread without the budget). */
export function jsBytesAvailable(): number {
  const shared = threadBudget();
  if (!shared) return Infinity;
  const pages = Atomics.load(shared.view, LIMIT) - Atomics.load(shared.view, TOTAL);
  return Math.max(0, pages) * WASM_PAGE + (heldPages * WASM_PAGE - heldBytes);
}

/** JavaScript bytes this thread holds against the budget now (for tests). */
export const jsBytesHeld = () => heldBytes;

type WasmMemory = { buffer: ArrayBuffer; grow: (delta: number) => number };
// @types/node for Node 20 declares the WebAssembly namespace's types but not its classes: the one used here.
const memoryPrototype = () =>
  (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly.Memory.prototype;

let installed = false;
/**
 * In a thread started with `withMupdfMemoryBudget`, before mupdf first grows its memory: every growth of this
 * thread's WebAssembly memories is counted against the budget, and refused past it (mupdf then reports the
 * allocation as failed). Only mupdf runs WebAssembly in these threads; OCR runs in threads of its own.
 */
export function limitMupdfMemory(): void {
  if (installed || isMainThread || !inherited()) return;
  installed = true;
  const { buffer, slot } = budget();
  const view = new Int32Array(buffer);
  const mine = pagesAt(slot!);
  const counted = new WeakSet<WasmMemory>();
  let gaveUpAt = -Infinity;
  const prototype = memoryPrototype();
  const grow = prototype.grow;
  prototype.grow = function (this: WasmMemory, delta: number): number {
    // A memory is counted whole the first time it grows: its initial size too.
    const pages = delta + (counted.has(this) ? 0 : this.buffer.byteLength / WASM_PAGE);
    if (Atomics.load(view, mine) - heldPages + pages > Atomics.load(view, INSTANCE)) {
      throw new RangeError("over the memory budget of one PDF thread");
    }
    const deadline = Date.now() - gaveUpAt < NO_WAIT_AFTER_FAILURE_MS ? Date.now() : Date.now() + WAIT_MS;
    for (;;) {
      const total = Atomics.add(view, TOTAL, pages);
      if (total + pages <= Atomics.load(view, LIMIT)) break;
      Atomics.sub(view, TOTAL, pages);
      const left = deadline - Date.now();
      if (left <= 0) {
        gaveUpAt = Date.now();
        throw new RangeError("over the memory budget of the PDF threads");
      }
      // Another thread ending gives its memory back and wakes the waiters.
      Atomics.wait(view, TOTAL, total, Math.min(left, 250));
    }
    try {
      const before = grow.call(this, delta);
      Atomics.add(view, mine, pages);
      counted.add(this);
      return before;
    } catch (error) {
      Atomics.sub(view, TOTAL, pages);
      throw error;
    }
  };
}
