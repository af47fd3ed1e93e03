// Saving edits safely over real HTTP and a real database: the register's ETag, 412 on a stale If-Match (a save from
// another window in between), saves without If-Match as the spec's client sends them, and the scan's edit history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerETag, STALE_REGISTER_MESSAGE } from "../../../src/contract/register-etag";
import { scanHistorySchema } from "../../../src/contract/scan-history";
import { scanDetailSchema, type ScanDetail } from "../../../src/contract/scans";
import type { ExtractedData } from "../../../src/contract/submittal";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

describe.each(backends())("scan edits on %s", (backend) => {
  let server: TestServer;
  let owner: SignedInUser;
  let scanId: string;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    await grantCredits(server.db, { userId: owner.user.id, credits: 1, reason: "test setup", actorId: null });
    scanId = (await uploadScan(owner.client, [sampleSpec()])).id;
    expect((await waitForScan(owner.client, scanId)).status).toBe("completed");
  }, 60_000);
  afterAll(() => server?.close());

  async function read(): Promise<{ scan: ScanDetail; etag: string | null }> {
    const res = await owner.client.get(`/api/scans/${scanId}`);
    return { scan: scanDetailSchema.parse(res.body), etag: res.headers.get("etag") };
  }
  const renamed = (data: ExtractedData, description: string): ExtractedData => ({
    ...data,
    submittals: data.submittals.map((s, i) => (i === 0 ? { ...s, description } : s)),
  });

  it("tags the stored register, refuses a save over a newer one with 412, and saves without If-Match", async () => {
    const first = await read();
    const data = first.scan.extractedData!;
    // The tag is the one a client computes from the register it was sent.
    expect(first.etag).toBe(await registerETag(data));

    // Window A saves with the tag it read: accepted, and the answer carries the new tag.
    const saved = await owner.client.patch(
      `/api/scans/${scanId}`,
      { extractedData: renamed(data, "Renamed in window A") },
      { "if-match": first.etag! },
    );
    expect(saved.status).toBe(200);
    const afterA = await read();
    expect(saved.headers.get("etag")).toBe(afterA.etag);
    expect(afterA.etag).not.toBe(first.etag);

    // Window B still holds the first version: refused, nothing overwritten.
    const stale = await owner.client.patch(
      `/api/scans/${scanId}`,
      { extractedData: renamed(data, "Renamed in window B") },
      { "if-match": first.etag! },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ message: STALE_REGISTER_MESSAGE, code: "PRECONDITION_FAILED" });
    // The page merges instead of reloading, and an API client has nothing to reload: the message says what to do.
    expect(STALE_REGISTER_MESSAGE).toMatch(/nothing was saved/);
    expect(STALE_REGISTER_MESSAGE).toMatch(/latest version.*If-Match/);
    expect(STALE_REGISTER_MESSAGE).not.toMatch(/reload/i);
    expect((await read()).scan.extractedData!.submittals[0]!.description).toBe("Renamed in window A");

    // The spec's client sends no If-Match: last write wins, as before.
    const blind = await owner.client.patch(`/api/scans/${scanId}`, { extractedData: renamed(data, "No If-Match") });
    expect(blind.status).toBe(200);
    expect((await read()).scan.extractedData!.submittals[0]!.description).toBe("No If-Match");
  });

  it("keeps an edit history per scan, newest first, for its owner only", async () => {
    const { scan, etag } = await read();
    const data = scan.extractedData!;
    const [first, ...rest] = data.submittals;
    const next: ExtractedData = {
      ...data,
      submittals: [
        ...rest.map((s, i) => (i === 0 ? { ...s, excluded: true } : s)),
        {
          division: "10 - Specialties",
          section: "10 28 13",
          description: "Added by hand",
          submittalType: "Samples",
          specifications: "",
        },
      ],
    };
    expect(
      (await owner.client.patch(`/api/scans/${scanId}`, { extractedData: next }, { "if-match": etag! })).status,
    ).toBe(200);
    // A save that changes nothing adds no entry.
    expect((await owner.client.patch(`/api/scans/${scanId}`, { extractedData: next })).status).toBe(200);

    const res = await owner.client.get(`/api/scans/${scanId}/history`);
    expect(res.status).toBe(200);
    const history = scanHistorySchema.parse(res.body);
    expect(history).toHaveLength(3); // window A, no If-Match, this one
    const latest = history[0]!;
    expect(latest.counts).toEqual({ added: 1, removed: 1, edited: 0, included: 0, excluded: 1 });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { kind: "added", description: "Added by hand" },
        { kind: "removed", description: first!.description },
      ]),
    );
    expect(latest.who).toBe("Ada Okafor");
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.at));
    expect(history[2]!.changes).toEqual([
      { kind: "edited", description: "Renamed in window A", fields: ["description"] },
    ]);

    const stranger = await registerUser(server);
    expect((await stranger.client.get(`/api/scans/${scanId}/history`)).status).toBe(404);
    expect((await stranger.client.patch(`/api/scans/${scanId}`, { extractedData: next })).status).toBe(404);
  });
});
