// Malformed input gets a 4xx with a clear message and changes nothing: NUL and lone surrogates in text, broken
// multipart bodies, signed webhooks that are not checkout sessions. A signed event that credits nobody is a 200.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, scans, users } from "../../../src/server/db/schema";
import { buildCheckoutEvent, buildCheckoutSession } from "../helpers/fake-stripe";
import { deliverStripeEvent } from "../helpers/fake-stripe-webhook";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser, uniqueEmail } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

const WEBHOOK_SECRET = "whsec_test_malformed_input_0123456789";
const BAD_TEXT = /must not contain NUL characters or unpaired surrogates/;

describe("malformed input", () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: "info" },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => server?.close());

  const deliver = (event: unknown) => deliverStripeEvent(server.url, event, { secret: WEBHOOK_SECRET });

  it.each([
    ["a NUL", "Ada\u0000"],
    ["a lone high surrogate", "Ada\uD800"],
    ["a lone low surrogate", "\uDC00Ada"],
  ])("refuses %s in a registration name with 400, creating no account", async (_, firstName) => {
    const email = uniqueEmail();
    const res = await new HttpClient(server.url).post("/api/register", { email, password: "long enough", firstName });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(BAD_TEXT);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a NUL in an admin grant reason and in PATCH text, changing nothing", async () => {
    const admin = await makeAdmin(server);
    const { client, user } = await registerUser(server);
    const grant = await admin.client.post("/api/admin/credits/add", { userId: user.id, credits: 5, reason: "a\u0000" });
    expect(grant).toMatchObject({ status: 400, body: { message: expect.stringMatching(BAD_TEXT) } });
    expect(await server.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual([]);

    const original = {
      submittals: [
        { division: "03 - Concrete", section: "", description: "Mix design", submittalType: "", specifications: "" },
      ],
    };
    const scanId = await insertCompletedScan(server.db, {
      userId: user.id,
      fileName: "a.pdf",
      fileSize: 1,
      extractedData: original,
    });
    const edited = { submittals: [{ division: "03 - Concrete", description: "Mix\u0000design" }] };
    const patch = await client.patch(`/api/scans/${scanId}`, { extractedData: edited });
    expect(patch).toMatchObject({ status: 400, body: { message: expect.stringMatching(BAD_TEXT) } });
    const [row] = await server.db.select().from(scans).where(eq(scans.id, scanId));
    expect(row?.extractedData).toEqual(original);
  });

  it("refuses multipart with no boundary or cut short with 400", async () => {
    const { client, user } = await registerUser(server);
    const admin = await makeAdmin(server);
    await admin.client.post("/api/admin/credits/add", { userId: user.id, credits: 2, reason: "multipart test" });
    const noBoundary = await client.fetch("/api/scans", {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "--x\r\n",
    });
    expect(noBoundary.status).toBe(400);
    const cutShort = await client.fetch("/api/scans", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    });
    expect(cutShort.status).toBe(400);
    expect(((await cutShort.json()) as { message: string }).message).toMatch(/upload/i);
    expect(await server.db.select().from(scans).where(eq(scans.userId, user.id))).toEqual([]);
  });

  it("refuses signed webhooks with no data or a null body with 400", async () => {
    const noData = { ...buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: null, amountCents: 4500 })) };
    delete (noData as { data?: unknown }).data;
    const res = await deliver(noData);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/event/i);
    expect((await deliver("null")).status).toBe(400);
  });

  it("acknowledges a paid session with a payment intent id over 255 characters, credits nobody and logs it", async () => {
    const buyer = await registerUser(server);
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentIntentId: `pi_${"x".repeat(300)}`,
    });
    lines.length = 0;
    const res = await deliver(buildCheckoutEvent(session));
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row?.credits).toBe(0);
    expect(lines.join("")).toContain("paid checkout not credited");
  });

  it("answers an unknown user id in a grant with 404 rather than 500", async () => {
    const admin = await makeAdmin(server);
    const res = await admin.client.post("/api/admin/credits/add", { userId: randomUUID(), credits: 1, reason: "x" });
    expect(res.status).toBe(404);
  });
});
