import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidCursorError } from "../db/keyset-cursor";
import { StoreUnavailableError } from "../storage/file-store";
import { AppError, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from "./app-error";
import { registerErrorHandlers } from "./error-handler";

// A route's own wait, as the page-image route answers when every render thread stays busy. Written out here, so the
// HTTP layer's test does not reach into a feature.
const BUSY = "Page images are busy right now; try again in a moment.";
const BUSY_RETRY_AFTER_S = 5;

describe("503 answers", () => {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  // A route's own answer with its own wait, and the file store's.
  app.get("/busy", () => {
    throw new AppError("unavailable", BUSY, { retryAfterSeconds: BUSY_RETRY_AFTER_S });
  });
  app.get("/unavailable", () => {
    throw new AppError("unavailable", "Not now.");
  });
  app.get("/store", () => {
    throw new StoreUnavailableError("bucket unreachable", { cause: new Error("ECONNREFUSED") });
  });
  afterAll(() => app.close());

  it("say when to try again: a route's own wait in seconds, anything else in a minute", async () => {
    const busy = await app.inject({ method: "GET", url: "/busy" });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_S));
    expect(busy.json()).toMatchObject({ message: BUSY, code: "UNAVAILABLE" });

    const other = await app.inject({ method: "GET", url: "/unavailable" });
    expect(other.statusCode).toBe(503);
    expect(other.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));

    const store = await app.inject({ method: "GET", url: "/store" });
    expect(store.statusCode).toBe(503);
    expect(store.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
  });
});

describe("the database layer's errors", () => {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  app.get("/list", () => {
    throw new InvalidCursorError();
  });
  afterAll(() => app.close());

  it("answer a cursor the server did not make with a 400", async () => {
    const list = await app.inject({ method: "GET", url: "/list" });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ message: "Invalid cursor", code: "BAD_REQUEST" });
  });
});
