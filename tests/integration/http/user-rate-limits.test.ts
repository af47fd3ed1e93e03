// Per-user limits on the expensive signed-in routes: one user looping on payment confirmation, edits or progress
// sockets gets 429 while another user is served as usual.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedData } from "../../../src/contract/submittal";
import { rawHandshake } from "../helpers/raw-handshake";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

const PER_MINUTE = 6;
const REGISTER: ExtractedData = {
  submittals: [
    { division: "03 - Concrete", section: "", description: "Mix design", submittalType: "", specifications: "" },
  ],
};

describe("per-user rate limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { USER_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
  });
  afterAll(() => server?.close());

  async function userWithScan(): Promise<SignedInUser & { scanId: string }> {
    const signedIn = await registerUser(server);
    const scanId = await insertCompletedScan(server.db, {
      userId: signedIn.user.id,
      fileName: "a.pdf",
      fileSize: 1,
      extractedData: REGISTER,
    });
    return { ...signedIn, scanId };
  }

  it("limits saving edits per user, not per address", async () => {
    const busy = await userWithScan();
    const other = await userWithScan();
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) {
      statuses.push((await busy.client.patch(`/api/scans/${busy.scanId}`, { extractedData: REGISTER })).status);
    }
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
    expect((await other.client.patch(`/api/scans/${other.scanId}`, { extractedData: REGISTER })).status).toBe(200);
  });

  it("limits payment confirmation (each call asks Stripe) to a sixth of the budget", async () => {
    const { client } = await registerUser(server);
    const first = await client.post("/api/billing/confirm", { sessionId: "cs_test_unknown" });
    expect(first.status).not.toBe(429);
    const second = await client.post("/api/billing/confirm", { sessionId: "cs_test_unknown" });
    expect(second).toMatchObject({ status: 429, body: { message: expect.any(String) } });
    const other = await registerUser(server);
    expect((await other.client.post("/api/billing/confirm", { sessionId: "cs_test_unknown" })).status).not.toBe(429);
  });

  it("limits progress-socket handshakes per user", async () => {
    const busy = await userWithScan();
    const other = await userWithScan();
    const cookie = (u: SignedInUser) => [...u.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const answers: string[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      answers.push(await rawHandshake(server.url, `/ws/scan-progress?scanId=${busy.scanId}`, { Cookie: cookie(busy) }));
    }
    expect(answers.slice(0, PER_MINUTE).every((a) => a.startsWith("HTTP/1.1 101 "))).toBe(true);
    expect(answers.at(-1)).toMatch(/^HTTP\/1.1 429 /);
    const fresh = await rawHandshake(server.url, `/ws/scan-progress?scanId=${other.scanId}`, { Cookie: cookie(other) });
    expect(fresh).toMatch(/^HTTP\/1.1 101 /);
  });
});
