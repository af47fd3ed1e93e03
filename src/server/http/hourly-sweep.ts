// Housekeeping that keeps a table small: it runs when the server is ready, then hourly. Reads ignore the rows it
// removes anyway, so a failed sweep is only logged and tried again an hour later.
import type { FastifyInstance } from "fastify";

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function registerHourlySweep(app: FastifyInstance, failedMessage: string, sweep: () => Promise<unknown>): void {
  const run = () => sweep().catch((err: unknown) => app.log.warn({ err }, failedMessage));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await run();
    timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
