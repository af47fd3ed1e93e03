// Super-admin API: server-side role check on every route, listings with counters, audited credit grants.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminPaymentSchema, adminUserSchema, failedScanSchema } from "../../../src/contract/admin";
import { currentUserSchema } from "../../../src/contract/auth";
import { creditLedger, payments, scans } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser } from "../helpers/users";

const ADMIN_ROUTES = [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/payments"],
  ["GET", "/api/admin/scans/failed"],
  ["POST", "/api/admin/credits/add"],
] as const;

describe.each(backends())("admin on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it.each(ADMIN_ROUTES)("%s %s: 401 signed out, 403 for a normal user", async (method, path) => {
    const body = method === "POST" ? { userId: randomUUID(), credits: 5, reason: "x" } : undefined;
    const signedOut = await new HttpClient(server.url).json(method, path, body);
    expect(signedOut.status).toBe(401);
    const { client } = await registerUser(server);
    const user = await client.json(method, path, body);
    expect(user).toMatchObject({ status: 403, body: { message: expect.any(String) } });
  });

  it("marks only the configured super-admin as admin", async () => {
    const { client } = await makeAdmin(server);
    expect(currentUserSchema.parse((await client.get("/api/auth/user")).body).isAdmin).toBe(true);
  });

  it("lists users with scan and payment counters", async () => {
    const { user } = await registerUser(server, { firstName: "Grace", lastName: "Hopper" });
    await server.db.insert(scans).values([
      { userId: user.id, fileName: "a.pdf", fileSize: 10, status: "completed" },
      { userId: user.id, fileName: "b.pdf", fileSize: 10, status: "failed", errorMessage: "Unreadable PDF" },
      { userId: user.id, fileName: "c.pdf", fileSize: 10, status: "processing" },
    ]);
    await server.db.insert(payments).values({
      userId: user.id,
      stripePaymentIntentId: `pi_${randomUUID()}`,
      amount: "45.00",
      creditsAdded: 10,
      status: "completed",
    });
    const { client } = await makeAdmin(server);

    const list = z.array(adminUserSchema).parse((await client.get("/api/admin/users")).body);
    expect(list.find((u) => u.id === user.id)).toMatchObject({
      firstName: "Grace",
      totalScans: 3,
      successfulScans: 1,
      failedScans: 1,
      totalPayments: 1,
    });

    const paid = z.array(adminPaymentSchema).parse((await client.get("/api/admin/payments")).body);
    expect(paid.find((p) => p.userId === user.id)).toMatchObject({
      userName: "Grace Hopper",
      amount: "45.00",
      creditsAdded: 10,
    });

    const failed = z.array(failedScanSchema).parse((await client.get("/api/admin/scans/failed")).body);
    expect(failed.filter((f) => f.userEmail === user.email)).toEqual([
      expect.objectContaining({ fileName: "b.pdf", errorMessage: "Unreadable PDF", userName: "Grace Hopper" }),
    ]);
  });

  it("grants credits and writes the ledger row with reason and acting admin", async () => {
    const { user, client: userClient } = await registerUser(server);
    const admin = await makeAdmin(server);
    const res = await admin.client.post("/api/admin/credits/add", { userId: user.id, credits: 7, reason: "Goodwill" });
    expect(res).toMatchObject({ status: 200, body: { credits: 7 } });
    expect(currentUserSchema.parse((await userClient.get("/api/auth/user")).body).credits).toBe(7);
    const ledger = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: "admin_grant",
        delta: 7,
        balanceAfter: 7,
        reason: "Goodwill",
        actorId: admin.user.id,
      }),
    ]);
  });

  it("validates grants: unknown user 404, bad id 400, first message", async () => {
    const { client } = await makeAdmin(server);
    expect(
      await client.post("/api/admin/credits/add", { userId: randomUUID(), credits: 1, reason: "x" }),
    ).toMatchObject({
      status: 404,
      body: { message: "User not found" },
    });
    expect(
      (await client.post("/api/admin/credits/add", { userId: "not-a-uuid", credits: 1, reason: "x" })).status,
    ).toBe(400);
    expect(
      await client.post("/api/admin/credits/add", { userId: randomUUID(), credits: 0, reason: "x" }),
    ).toMatchObject({
      status: 400,
      body: { message: "Credits must be at least 1" },
    });
    expect(
      await client.post("/api/admin/credits/add", { userId: randomUUID(), credits: 1, reason: " " }),
    ).toMatchObject({
      status: 400,
      body: { message: "Reason is required for audit trail" },
    });
  });
});
