// GET /api/scans/by-content over real HTTP and a real database: the server hashes every upload as it streams in, and
// a user asking about a file's SHA-256 learns of their own completed scans of it only, never of another user's, of a
// failed scan, or of a deleted one.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { earlierScansSchema } from "../../../src/contract/earlier-scans";
import { scans } from "../../../src/server/db/schema";
import { corruptPdf, sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

const SCAN_ENV = { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "2" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(backends())("earlier scans of the same file on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: SCAN_ENV });
  });
  afterAll(() => server?.close());

  const ask = (client: HttpClient, hashes: string[]) =>
    client.get<unknown>(`/api/scans/by-content?sha256=${hashes.join(",")}`);

  it("keeps the upload's SHA-256 and answers the owner's completed scans of it, newest first, to the owner only", async () => {
    const owner = await registerUserWithCredits(server, 4);
    const spec = sampleSpec("Tower - Division 05.pdf");
    const broken = corruptPdf("Tower damaged.pdf");
    const specHash = sha256(spec.bytes);
    const brokenHash = sha256(broken.bytes);
    const unknownHash = sha256(new TextEncoder().encode("a file nobody uploaded"));

    // Nothing scanned yet: nothing to say.
    expect(await ask(owner.client, [specHash])).toMatchObject({ status: 200, body: { scans: [] } });

    const first = await uploadScan(owner.client, [spec, broken], "/api/scans/batch");
    for (const id of first.scanIds) await waitForScan(owner.client, id);
    const stored = await server.db
      .select({ id: scans.id, sha: scans.contentSha256, status: scans.status })
      .from(scans)
      .where(eq(scans.userId, owner.user.id));
    expect(new Map(stored.map((s) => [s.sha, s.status]))).toEqual(
      new Map([
        [specHash, "completed"],
        [brokenHash, "failed"],
      ]),
    );

    // The same content under another name, scanned again later: the newest completed scan answers.
    const again = await uploadScan(owner.client, [{ ...spec, name: "renamed copy.pdf" }]);
    await waitForScan(owner.client, again.id);
    const res = await ask(owner.client, [unknownHash, brokenHash, specHash]);
    expect(res.status).toBe(200);
    const answer = earlierScansSchema.parse(res.body);
    expect(answer.scans).toEqual([
      { sha256: specHash, scanId: again.id, fileName: "renamed copy.pdf", createdAt: expect.any(String) },
    ]);

    // Another user holding the same file learns nothing about the owner's scans.
    const stranger = await registerUserWithCredits(server, 1);
    expect(await ask(stranger.client, [specHash])).toMatchObject({ status: 200, body: { scans: [] } });
    expect((await ask(new HttpClient(server.url), [specHash])).status).toBe(401);

    // A deleted scan is forgotten: the earlier one answers, and once both are gone, none.
    expect((await owner.client.delete(`/api/scans/${again.id}`)).status).toBe(204);
    const afterDelete = earlierScansSchema.parse((await ask(owner.client, [specHash])).body);
    expect(afterDelete.scans.map((s) => [s.scanId, s.fileName])).toEqual([
      [first.scanIds[0], "Tower - Division 05.pdf"],
    ]);
  }, 120_000);

  it("refuses anything but one to twenty SHA-256s in lowercase hex", async () => {
    const user = await registerUserWithCredits(server, 0);
    const hash = "a".repeat(64);
    for (const bad of ["", "abc", hash.toUpperCase(), `${hash},`, Array(21).fill(hash).join(","), `${hash}' or 1=1`]) {
      const res = await user.client.get(`/api/scans/by-content?sha256=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await user.client.get("/api/scans/by-content")).status).toBe(400);
    expect((await ask(user.client, Array(20).fill(hash))).status).toBe(200);
  });
});
