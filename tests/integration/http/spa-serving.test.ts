// The server hands out the built SPA: files as they are, index.html for client routes, JSON 404 under /api.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("SPA serving", () => {
  const webDir = mkdtempSync(join(tmpdir(), "submittal-web-"));
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), "<!doctype html><div id=root>spa shell</div>");
    writeFileSync(join(webDir, "assets", "app.js"), "console.log('app')");
    server = await startTestServer({ webDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves index.html at / and for client-side routes", async () => {
    for (const path of ["/", "/results/123", "/reset-password/abc", "/no/such/page"]) {
      const res = await fetch(new URL(path, server.url));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain("spa shell");
    }
  });

  it("serves built assets with the content security policy", async () => {
    const res = await fetch(new URL("/assets/app.js", server.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("console.log('app')");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("keeps unknown API and WebSocket paths as JSON 404s", async () => {
    for (const path of ["/api/unknown", "/api", "/ws/unknown"]) {
      const res = await fetch(new URL(path, server.url));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
    }
  });
});
