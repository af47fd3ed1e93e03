import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { PAGE_RENDERER_BUSY, PAGE_RENDERER_RETRY_AFTER_S } from "../scans/page-images/page-image-route";
import { StoreUnavailableError } from "../storage/file-store";
import { AppError, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from "./app-error";
import { registerErrorHandlers } from "./error-handler";

describe("503 answers", () => {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  // The page-image route's own answer when every render thread stays busy, and the file store's.
  app.get("/busy", () => {
    throw new AppError("unavailable", PAGE_RENDERER_BUSY, { retryAfterSeconds: PAGE_RENDERER_RETRY_AFTER_S });
  });
  app.get("/unavailable", () => {
    throw new AppError("unavailable", "Not now.");
  });
  app.get("/store", () => {
    throw new StoreUnavailableError("bucket unreachable", { cause: new Error("ECONNREFUSED") });
  });
  afterAll(() => app.close());

  it("say when to try again: the page renderer in seconds, anything else in a minute", async () => {
    const busy = await app.inject({ method: "GET", url: "/busy" });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe(String(PAGE_RENDERER_RETRY_AFTER_S));
    expect(busy.json()).toMatchObject({ message: PAGE_RENDERER_BUSY, code: "UNAVAILABLE" });

    const other = await app.inject({ method: "GET", url: "/unavailable" });
    expect(other.statusCode).toBe(503);
    expect(other.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));

    const store = await app.inject({ method: "GET", url: "/store" });
    expect(store.statusCode).toBe(503);
    expect(store.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
  });
});
