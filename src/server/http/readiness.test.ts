import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness";

describe("readiness", () => {
  it("is ready only when every check passes, and names what failed", async () => {
    const readiness = createReadiness();
    readiness.add("database", async () => {});
    expect(await readiness.run()).toEqual({ ready: true, checks: [{ name: "database", ok: true }] });
    readiness.add("queue", async () => {
      throw new Error("the job queue is not running");
    });
    expect(await readiness.run()).toEqual({
      ready: false,
      checks: [
        { name: "database", ok: true },
        { name: "queue", ok: false, error: "the job queue is not running" },
      ],
    });
  });

  it("fails a check that does not answer in time", async () => {
    const readiness = createReadiness(50);
    readiness.add("database", () => new Promise(() => {}));
    const started = Date.now();
    expect(await readiness.run()).toEqual({
      ready: false,
      checks: [{ name: "database", ok: false, error: "no answer within 50 ms" }],
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
