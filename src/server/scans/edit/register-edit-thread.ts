// One long-lived thread that checks register saves in turn (see register-edit.worker.ts). Saves are rare and each
// takes well under a second, so one thread is enough; it is started on the first save and ended with the server.
import type { Worker } from "node:worker_threads";
import { startWorkerEntry } from "../../../engine";
import type { RegisterEditInput, RegisterEditResult } from "./register-edit-protocol";

export type RegisterEditThread = {
  check: (input: RegisterEditInput) => Promise<RegisterEditResult>;
  close: () => Promise<void>;
};

export function createRegisterEditThread(): RegisterEditThread {
  let worker: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Worker => {
    const thread = startWorkerEntry("register-edit.worker", import.meta.url, {});
    thread.unref(); // an idle thread must not keep the process alive
    thread.once("exit", () => {
      if (worker === thread) worker = undefined;
    });
    return thread;
  };

  const run = (input: RegisterEditInput): Promise<RegisterEditResult> =>
    new Promise((resolve, reject) => {
      const thread = (worker ??= start());
      const onError = (error: Error) => {
        thread.off("message", onMessage);
        worker = undefined;
        void thread.terminate();
        reject(error);
      };
      const onMessage = (result: RegisterEditResult) => {
        thread.off("error", onError);
        resolve(result);
      };
      thread.once("message", onMessage);
      thread.once("error", onError);
      thread.postMessage(input, [input.body.buffer as ArrayBuffer]);
    });

  return {
    // One save at a time: the thread answers in order, and a queue keeps each answer with its request.
    check: (input) => {
      const result = queue.then(() => run(input));
      queue = result.catch(() => undefined);
      return result;
    },
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
