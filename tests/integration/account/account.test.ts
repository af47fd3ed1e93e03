// Users' data rights over real HTTP and a real database: delete a scan, change name and password, close the account.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CANNOT_CLOSE, WRONG_PASSWORD } from "../../../src/contract/account";
import { tombstoneEmail } from "../../../src/server/account/close-account";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { batches, creditLedger, payments, scans, sessions, users } from "../../../src/server/db/schema";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { loginAs, makeAdmin, registerUser, TEST_PASSWORD, type SignedInUser } from "../helpers/users";

describe.each(backends())("account and data rights on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0", MAX_CONCURRENT_SCANS: "2" } });
  });
  afterAll(() => server?.close());

  async function userWithScans(files: number): Promise<SignedInUser & { scanIds: string[]; keys: string[] }> {
    const signedIn = await registerUser(server);
    await grantCredits(server.db, { userId: signedIn.user.id, credits: 5, reason: "test setup", actorId: null });
    const chosen = Array.from({ length: files }, (_, i) => sampleSpec(`spec-${i}.pdf`));
    const { scanIds } = await uploadScan(signedIn.client, chosen, files > 1 ? "/api/scans/batch" : "/api/scans");
    for (const id of scanIds) expect((await waitForScan(signedIn.client, id)).status).toBe("completed");
    const rows = await server.db.select().from(scans).where(eq(scans.userId, signedIn.user.id));
    return { ...signedIn, scanIds, keys: rows.flatMap((r) => (r.storageKey ? [r.storageKey] : [])) };
  }
  const stored = (key: string) => existsSync(join(server.config.dataDir, "uploads", key));

  it("deletes a scan with its register and stored PDF; others get 404 and nothing changes", async () => {
    const owner = await userWithScans(1);
    const [id] = owner.scanIds;
    const [key] = owner.keys;
    expect(key && stored(key)).toBe(true);

    const stranger = await registerUser(server);
    expect((await stranger.client.delete(`/api/scans/${id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/scans/${id}`)).status).toBe(200);

    expect((await owner.client.delete(`/api/scans/${id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/scans/${id}`)).status).toBe(404);
    expect(key && stored(key)).toBe(false);
    expect((await owner.client.delete(`/api/scans/${id}`)).status).toBe(404);
  });

  it("deletes a batch's scans one by one and the batch row with the last", async () => {
    const owner = await userWithScans(2);
    const [first, second] = owner.scanIds;
    const [row] = await server.db.select().from(scans).where(eq(scans.id, first!));
    const batchId = row?.batchId;
    expect(batchId).toBeTruthy();

    expect((await owner.client.delete(`/api/scans/${first}`)).status).toBe(204);
    expect(await server.db.select().from(batches).where(eq(batches.id, batchId!))).toHaveLength(1);
    expect((await owner.client.delete(`/api/scans/${second}`)).status).toBe(204);
    expect(await server.db.select().from(batches).where(eq(batches.id, batchId!))).toHaveLength(0);
  });

  it("refuses to delete a scan that is still processing", async () => {
    const owner = await registerUser(server);
    const [scan] = await server.db
      .insert(scans)
      .values({ userId: owner.user.id, fileName: "busy.pdf", fileSize: 10, status: "processing" })
      .returning();
    const res = await owner.client.delete<{ message: string }>(`/api/scans/${scan!.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still being processed/);
  });

  it("changes the name, and the password after checking the current one, signing out other sessions", async () => {
    const me = await registerUser(server);
    const renamed = await me.client.patch("/api/auth/user", { firstName: "Ada", lastName: "Lovelace" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });

    const otherDevice = await loginAs(server, me.email);
    const wrong = await me.client.post<{ message: string }>("/api/auth/password", {
      currentPassword: "not my password",
      newPassword: "a brand new password",
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: WRONG_PASSWORD } });

    const ok = await me.client.post("/api/auth/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new password",
    });
    expect(ok.status).toBe(200);
    expect((await me.client.get("/api/auth/user")).status).toBe(200);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    expect((await me.client.post("/api/login", { email: me.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await me.client.post("/api/login", { email: me.email, password: "a brand new password" })).status).toBe(
      200,
    );
  });

  it("closes an account: wrong password deletes nothing; then scans, files and sessions go, accounting is anonymised", async () => {
    const me = await userWithScans(1);
    await server.db.insert(payments).values({
      userId: me.user.id,
      stripePaymentIntentId: `pi_close_${me.user.id}`,
      amount: "25.00",
      creditsAdded: 5,
      status: "completed",
    });

    const wrong = await me.client.json<{ message: string }>("DELETE", "/api/auth/user", { password: "nope nope" });
    expect(wrong).toMatchObject({ status: 400, body: { message: WRONG_PASSWORD } });
    expect(await server.db.select().from(scans).where(eq(scans.userId, me.user.id))).toHaveLength(1);
    expect((await me.client.get("/api/auth/user")).status).toBe(200);

    const closed = await me.client.json("DELETE", "/api/auth/user", { password: TEST_PASSWORD });
    expect(closed.status).toBe(200);
    expect((await me.client.get("/api/auth/user")).status).toBe(401);
    expect(await server.db.select().from(scans).where(eq(scans.userId, me.user.id))).toHaveLength(0);
    expect(me.keys.every((key) => !stored(key))).toBe(true);
    const left = await server.db.select().from(sessions);
    expect(left.some((s) => JSON.stringify(s.sess).includes(me.user.id))).toBe(false);

    const [row] = await server.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ email: tombstoneEmail(me.user.id), firstName: null, lastName: null });
    const ledger = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, me.user.id));
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(row?.credits);
    const kept = await server.db.select().from(payments).where(eq(payments.userId, me.user.id));
    expect(kept).toMatchObject([{ amount: "25.00", creditsAdded: 5 }]);

    expect((await me.client.post("/api/login", { email: me.email, password: TEST_PASSWORD })).status).toBe(401);
    // The address is free again for a new account.
    expect((await registerUser(server, { email: me.email })).user.email).toBe(me.email);
  });

  it("never closes the super-admin's account this way", async () => {
    const admin = await makeAdmin(server);
    const res = await admin.client.json<{ message: string }>("DELETE", "/api/auth/user", { password: TEST_PASSWORD });
    expect(res).toMatchObject({ status: 403, body: { message: ADMIN_CANNOT_CLOSE } });
    expect((await admin.client.get("/api/auth/user")).status).toBe(200);
  });
});
