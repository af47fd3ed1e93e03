import { describe, expect, it } from "vitest";
import { createScanDetailCache, type DetailBody } from "./scan-detail-cache";

const body = (bytes: number, etag = '"a"'): DetailBody => ({
  etag,
  completed: true,
  encoding: "br",
  body: Buffer.alloc(bytes),
});

describe("scan detail cache", () => {
  it("finds a body by scan, row version and encoding only", () => {
    const cache = createScanDetailCache(1024 * 1024);
    const br = body(1000);
    cache.set("scan-1", "100", "br", br);
    expect(cache.get("scan-1", "100", "br")).toBe(br);
    expect(cache.get("scan-1", "100", "gzip")).toBeUndefined();
    expect(cache.get("scan-1", "101", "br")).toBeUndefined();
    expect(cache.get("scan-2", "100", "br")).toBeUndefined();
  });

  it("keeps a body per encoding of one version, and drops them all for a newer version", () => {
    const cache = createScanDetailCache(1024 * 1024);
    cache.set("scan-1", "100", "br", body(1000));
    cache.set("scan-1", "100", "gzip", body(2000));
    expect(cache.get("scan-1", "100", "br")).toBeDefined();
    expect(cache.get("scan-1", "100", "gzip")).toBeDefined();
    const newer = body(500, '"b"');
    cache.set("scan-1", "105", "br", newer);
    expect(cache.get("scan-1", "105", "br")).toBe(newer);
    expect(cache.get("scan-1", "100", "br")).toBeUndefined();
    expect(cache.get("scan-1", "100", "gzip")).toBeUndefined();
    expect(cache.bytes).toBeLessThan(2000);
  });

  it("stays within its byte cap, the least recently read scan going first", () => {
    const cap = 100_000;
    const cache = createScanDetailCache(cap);
    for (let i = 0; i < 3; i++) cache.set(`scan-${i}`, "1", "br", body(30_000));
    expect(cache.get("scan-0", "1", "br")).toBeDefined(); // read again: scan-1 is now the oldest
    cache.set("scan-3", "1", "br", body(30_000));
    expect(cache.get("scan-1", "1", "br")).toBeUndefined();
    for (const kept of ["scan-0", "scan-2", "scan-3"]) expect(cache.get(kept, "1", "br"), kept).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cap);

    cache.set("scan-4", "1", "identity", body(cap + 1)); // larger than the whole cap: not kept, nothing evicted
    expect(cache.get("scan-4", "1", "identity")).toBeUndefined();
    expect(cache.get("scan-3", "1", "br")).toBeDefined();
  });

  it("is off with a cap of 0", () => {
    const cache = createScanDetailCache(0);
    expect(cache.enabled).toBe(false);
    cache.set("scan-1", "1", "br", body(10));
    expect(cache.get("scan-1", "1", "br")).toBeUndefined();
  });
});
