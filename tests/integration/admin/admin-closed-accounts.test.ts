// A closed account is an anonymous tombstone kept for accounting: over real HTTP the admin no longer sees it among
// the users (all at once or paged), it is not counted in Total Users, and no credits can be added to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOverviewSchema, adminUserPageSchema, adminUserSchema } from "../../../src/contract/admin";
import { z } from "zod";
import { backends } from "../helpers/backends";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser, TEST_PASSWORD } from "../helpers/users";

describe.each(backends())("closed accounts in the admin panel on %s", (backend) => {
  let server: TestServer;
  let admin: HttpClient;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = (await makeAdmin(server)).client;
  });
  afterAll(() => server?.close());

  const totalUsers = async () => adminOverviewSchema.parse((await admin.get("/api/admin/overview")).body).totalUsers;
  const listedIds = async () =>
    z
      .array(adminUserSchema)
      .parse((await admin.get("/api/admin/users")).body)
      .map((u) => u.id);
  const pagedIds = async () =>
    adminUserPageSchema.parse((await admin.get("/api/admin/users?limit=50")).body).items.map((u) => u.id);

  it("drops a closed account from the users list and from Total Users, and refuses credits for it", async () => {
    const staying = await registerUser(server);
    const leaving = await registerUser(server);
    const before = await totalUsers();
    expect(await listedIds()).toContain(leaving.user.id);

    const closed = await leaving.client.json("DELETE", "/api/auth/user", { password: TEST_PASSWORD });
    expect(closed.status).toBe(200);

    expect(await totalUsers()).toBe(before - 1);
    expect(await listedIds()).not.toContain(leaving.user.id);
    expect(await listedIds()).toContain(staying.user.id);
    expect(await pagedIds()).not.toContain(leaving.user.id);
    expect(await pagedIds()).toContain(staying.user.id);

    const grant = await admin.post("/api/admin/credits/add", { userId: leaving.user.id, credits: 5, reason: "refund" });
    expect(grant.status).toBe(404);
    const granted = await admin.post("/api/admin/credits/add", {
      userId: staying.user.id,
      credits: 5,
      reason: "refund",
    });
    expect(granted.status).toBe(200);
  });
});
