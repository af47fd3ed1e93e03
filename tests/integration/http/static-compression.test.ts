// The built SPA over real HTTP: brotli or gzip copies made at build time (scripts/compress-web.mjs) are sent when the
// browser accepts them, hashed assets are cached for a year, and index.html is revalidated on every visit.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is left exactly as sent (fetch would decompress it). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const SHELL = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${"<div>spa shell</div>".repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("submittal ".repeat(500))});`;

describe("static files", () => {
  const webDir = mkdtempSync(join(tmpdir(), "submittal-web-"));
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), SHELL);
    writeFileSync(join(webDir, "assets", "index-Ab12Cd34.js"), SCRIPT);
    writeFileSync(join(webDir, "favicon.svg"), "<svg/>");
    execFileSync(process.execPath, ["scripts/compress-web.mjs", webDir], { stdio: "pipe" });
    server = await startTestServer({ webDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("writes brotli and gzip copies at build time, not for files too small to gain", () => {
    for (const suffix of [".br", ".gz"]) {
      expect(existsSync(join(webDir, "index.html" + suffix))).toBe(true);
      expect(existsSync(join(webDir, "assets", "index-Ab12Cd34.js" + suffix))).toBe(true);
      expect(existsSync(join(webDir, "favicon.svg" + suffix))).toBe(false);
    }
  });

  it("sends a hashed asset brotli-compressed when accepted, cached for a year", async () => {
    const res = await rawGet(`${server.url}/assets/index-Ab12Cd34.js`, "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a client without brotli, and the file itself to one that accepts neither", async () => {
    const gzip = await rawGet(`${server.url}/assets/index-Ab12Cd34.js`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await rawGet(`${server.url}/assets/index-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends index.html compressed and never cached without revalidation, at / and for client routes", async () => {
    for (const path of ["/", "/index.html", "/history", "/results/123"]) {
      const res = await rawGet(`${server.url}${path}`, "br, gzip");
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBe("br");
      expect(res.headers["content-type"], path).toMatch(/text\/html/);
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(brotliDecompressSync(res.body).toString(), path).toBe(SHELL);
    }
  });

  it("sends a file without compressed copies as it is", async () => {
    const res = await rawGet(`${server.url}/favicon.svg`, "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe("<svg/>");
    expect(res.headers["cache-control"]).toBe("public, max-age=0");
  });
});
