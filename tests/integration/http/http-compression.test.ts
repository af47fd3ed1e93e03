// Responses over real HTTP as browsers and proxies expect them: JSON above 1 KB is sent brotli or gzip encoded when the
// client accepts it (a long register shrinks twentyfold), tiny bodies are sent as they are, and a GET whose
// If-None-Match names the register's current ETag is answered 304 without the register.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBenchRegister } from "../../../bench/results-page-register";
import { registerETag } from "../../../src/contract/register-etag";
import type { ExtractedData } from "../../../src/contract/submittal";
import { COMPRESSIBLE_TYPE } from "../../../src/server/http/compression";
import { insertCompletedScan } from "../helpers/completed-scan";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is left exactly as sent (fetch would decode it), with the signed-in user's cookies. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const ITEMS = 1_000;

describe("HTTP compression and conditional GET", () => {
  let server: TestServer;
  let owner: SignedInUser;
  let scanUrl: string;
  const register = makeBenchRegister(ITEMS);
  const cookie = () => [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  beforeAll(async () => {
    server = await startTestServer();
    owner = await registerUser(server);
    const scanId = await insertCompletedScan(server.db, {
      userId: owner.user.id,
      fileName: "Long Book.pdf",
      submittals: register.submittals,
    });
    scanUrl = `${server.url}/api/scans/${scanId}`;
  });
  afterAll(() => server?.close());

  it("sends a long register brotli or gzip encoded as the client asks, and plain to a client that asks for neither", async () => {
    const plain = await rawGet(scanUrl, { cookie: cookie() });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const parsed = JSON.parse(plain.body.toString("utf8")) as { extractedData: { submittals: unknown[] } };
    expect(parsed.extractedData.submittals).toHaveLength(ITEMS);

    const gzip = await rawGet(scanUrl, { cookie: cookie(), "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const br = await rawGet(scanUrl, { cookie: cookie(), "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    // The figures the decision records: a 1,000-item register raw, gzip and brotli.
    console.log(
      `register of ${ITEMS} items: ${plain.body.length} B raw, ${gzip.body.length} B gzip, ${br.body.length} B brotli`,
    );
    expect(gzip.body.length).toBeLessThan(plain.body.length / 10);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it("sends a body under 1 KB as it is", async () => {
    const health = await rawGet(`${server.url}/healthz`, { "accept-encoding": "br, gzip" });
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ status: "ok" });
  });

  it("compresses text formats only, never files that are compressed already", () => {
    for (const type of ["application/json; charset=utf-8", "text/html", "text/css", "application/javascript"])
      expect(COMPRESSIBLE_TYPE.test(type), type).toBe(true);
    for (const type of [
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "image/png",
      "application/octet-stream",
      "application/zip",
      "text/event-stream",
    ])
      expect(COMPRESSIBLE_TYPE.test(type), type).toBe(false);
  });

  it("answers 304 without the register when If-None-Match names its ETag, and 200 once it has changed", async () => {
    const first = await rawGet(scanUrl, { cookie: cookie() });
    const stored = (JSON.parse(first.body.toString("utf8")) as { extractedData: ExtractedData }).extractedData;
    const etag = await registerETag(stored);
    expect(first.headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const again = await rawGet(scanUrl, { cookie: cookie(), "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["content-encoding"]).toBeUndefined();
    }

    const edited = { ...stored, submittals: stored.submittals.slice(1) };
    const saved = await owner.client.patch(`/api/scans/${scanUrl.split("/").pop()}`, { extractedData: edited });
    expect(saved.status).toBe(200);
    const changed = await rawGet(scanUrl, { cookie: cookie(), "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("answers 304 to nobody else: another user's If-None-Match still gets 404", async () => {
    const stranger = await registerUser(server);
    const cookies = [...stranger.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await rawGet(scanUrl, { cookie: cookies, "if-none-match": "*" });
    expect(res.status).toBe(404);
  });
});
