// The scan detail's encoded answers kept for a repeat read (decision 0272), over real HTTP and the real database: the
// bytes are those an uncached server sends, in every encoding; a save is seen at once; nobody else reads a kept body;
// If-None-Match still answers 304.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBenchRegister } from "../../../bench/results-page-register";
import { registerETag } from "../../../src/contract/register-etag";
import type { ScanDetail } from "../../../src/contract/scans";
import { insertCompletedScan } from "../helpers/completed-scan";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is left exactly as sent (fetch would decode it). */
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

const cookieOf = (user: SignedInUser) => [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** The JSON text a response carries, whatever its encoding. */
function decoded(res: RawResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  expect(encoding).toBeUndefined();
  return res.body.toString("utf8");
}

const ENCODINGS = { br: "gzip, deflate, br", gzip: "gzip", identity: "" } as const;
type Encoding = keyof typeof ENCODINGS;

async function readAll(url: string, cookie: string): Promise<Record<Encoding, RawResponse>> {
  const read = async (encoding: Encoding) => {
    const res = await rawGet(url, {
      cookie,
      ...(encoding === "identity" ? {} : { "accept-encoding": ENCODINGS[encoding] }),
    });
    expect(res.status, encoding).toBe(200);
    return res;
  };
  return { br: await read("br"), gzip: await read("gzip"), identity: await read("identity") };
}

describe("scan detail: the same bytes as an uncached server", () => {
  // The folder is made when the test runs (not when the file is collected), so a filtered run leaves nothing behind.
  let dataDir: string | undefined;
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it("sends each encoding byte for byte as the compression plugin did, from the first read and from the cache", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "detail-cache-"));
    // One secret for both servers, so the session cookie holds across the restart.
    const env = { SESSION_SECRET: randomBytes(32).toString("hex") };
    const uncached = await startTestServer({ dataDir, env: { ...env, SCAN_DETAIL_CACHE_MB: "0" } });
    let owner: SignedInUser;
    let path: string;
    let fresh: Record<Encoding, RawResponse>;
    try {
      owner = await registerUser(uncached);
      const id = await insertCompletedScan(uncached.db, {
        userId: owner.user.id,
        fileName: "Tower.pdf",
        submittals: makeBenchRegister(300).submittals,
      });
      path = `/api/scans/${id}`;
      fresh = await readAll(`${uncached.url}${path}`, cookieOf(owner));
    } finally {
      await uncached.close();
    }

    const cached = await startTestServer({ dataDir, env });
    try {
      const first = await readAll(`${cached.url}${path}`, cookieOf(owner));
      const again = await readAll(`${cached.url}${path}`, cookieOf(owner));
      const json = decoded(fresh.identity);
      for (const encoding of ["br", "gzip", "identity"] as const) {
        expect(first[encoding].headers["content-encoding"], encoding).toBe(fresh[encoding].headers["content-encoding"]);
        expect(first[encoding].body.equals(fresh[encoding].body), `${encoding}: first read`).toBe(true);
        expect(again[encoding].body.equals(fresh[encoding].body), `${encoding}: repeat read`).toBe(true);
        expect(decoded(again[encoding]), encoding).toBe(json);
        expect(again[encoding].headers.etag).toBe(fresh[encoding].headers.etag);
        expect(again[encoding].headers.vary, encoding).toMatch(/accept-encoding/i);
        expect(again[encoding].headers["content-type"]).toBe(fresh[encoding].headers["content-type"]);
      }
      expect(fresh.br.headers["content-encoding"]).toBe("br");
      expect(fresh.gzip.headers["content-encoding"]).toBe("gzip");
      const stored = (JSON.parse(json) as ScanDetail).extractedData;
      expect(again.br.headers.etag).toBe(await registerETag(stored));
    } finally {
      await cached.close();
    }
  }, 60_000);
});

describe.each(backends())("scan detail kept for a repeat read on %s", (backend) => {
  let server: TestServer;
  let owner: SignedInUser;
  let scanId: string;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    owner = await registerUser(server);
    scanId = await insertCompletedScan(server.db, {
      userId: owner.user.id,
      fileName: "Clinic.pdf",
      submittals: makeBenchRegister(200).submittals,
    });
    url = `${server.url}/api/scans/${scanId}`;
  });
  afterAll(() => server?.close());

  it("shows a saved register on the next read, in every encoding, never the body kept before it", async () => {
    const before = await readAll(url, cookieOf(owner));
    const register = (JSON.parse(decoded(before.br)) as ScanDetail).extractedData!;
    const edited = { ...register, submittals: register.submittals.slice(1) };
    const saved = await owner.client.patch(`/api/scans/${scanId}`, { extractedData: edited });
    expect(saved.status).toBe(200);

    const after = await readAll(url, cookieOf(owner));
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const detail = JSON.parse(decoded(after[encoding])) as ScanDetail;
      expect(detail.extractedData!.submittals, encoding).toHaveLength(register.submittals.length - 1);
      expect(after[encoding].headers.etag, encoding).toBe(saved.headers.get("etag"));
      expect(after[encoding].headers.etag, encoding).not.toBe(before[encoding].headers.etag);
    }
  });

  it("answers another user 404 for a scan whose body is kept", async () => {
    expect((await rawGet(url, { cookie: cookieOf(owner), "accept-encoding": "br" })).status).toBe(200);
    const stranger = await registerUser(server);
    const asked: Record<string, string>[] = [
      { "accept-encoding": "br" },
      { "accept-encoding": "br", "if-none-match": "*" },
      {},
    ];
    for (const headers of asked) {
      const res = await rawGet(url, { cookie: cookieOf(stranger), ...headers });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ message: "Scan not found" });
    }
    expect((await rawGet(url, { "accept-encoding": "br" })).status).toBe(401);
  });

  it("answers 304 without a body or an encoding when If-None-Match names the kept body's tag", async () => {
    const first = await rawGet(url, { cookie: cookieOf(owner), "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    for (const acceptEncoding of ["br", "gzip", ""]) {
      const res = await rawGet(url, {
        cookie: cookieOf(owner),
        "accept-encoding": acceptEncoding,
        "if-none-match": etag,
      });
      expect(res.status, acceptEncoding).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["content-encoding"]).toBeUndefined();
    }
  });
});
