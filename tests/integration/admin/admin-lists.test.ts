// The admin panel's paged lists and counters over real HTTP: pages walk the same rows as the spec's plain arrays,
// users are searched on the server, and the counters come from the database.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminOverviewSchema,
  adminPaymentPageSchema,
  adminUserPageSchema,
  failedScanPageSchema,
} from "../../../src/contract/admin";
import { payments, scans } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser } from "../helpers/users";

const idList = z.array(z.object({ id: z.string() }));

describe.each(backends())("admin lists on %s", (backend) => {
  let server: TestServer;
  let admin: HttpClient;

  async function walk(
    path: string,
    schema: typeof adminUserPageSchema | typeof adminPaymentPageSchema | typeof failedScanPageSchema,
    query = "",
  ) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${path}?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await admin.get(url);
      expect(res.status, url).toBe(200);
      const page = schema.parse(res.body);
      expect(page.items.length).toBeLessThanOrEqual(2);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = (await makeAdmin(server)).client;
    const people = [
      ["Ada", "Lovelace"],
      ["Grace", "Hopper"],
      ["Alan", "Turing"],
      ["Edsger", "Dijkstra"],
    ] as const;
    for (const [firstName, lastName] of people) {
      const { user } = await registerUser(server, { firstName, lastName });
      await server.db.insert(scans).values([
        { userId: user.id, fileName: `${lastName} ok.pdf`, fileSize: 10, status: "completed" },
        {
          userId: user.id,
          fileName: `${lastName} bad.pdf`,
          fileSize: 10,
          status: "failed",
          errorMessage: "Unreadable",
        },
      ]);
      await server.db.insert(payments).values({
        userId: user.id,
        stripePaymentIntentId: `pi_${randomUUID()}`,
        amount: "45.00",
        creditsAdded: 10,
        status: "completed",
      });
    }
  });
  afterAll(() => server?.close());

  it("pages users, payments and failed scans through the same rows as the plain lists", async () => {
    for (const [path, schema] of [
      ["/api/admin/users", adminUserPageSchema],
      ["/api/admin/payments", adminPaymentPageSchema],
      ["/api/admin/scans/failed", failedScanPageSchema],
    ] as const) {
      const plain = idList.parse((await admin.get(path)).body).map((r) => r.id);
      expect(plain.length, path).toBeGreaterThanOrEqual(4);
      expect(await walk(path, schema), path).toEqual(plain);
    }
  });

  it("searches users on the server by e-mail, first or last name, case-insensitively, with their counters", async () => {
    const res = await admin.get("/api/admin/users?q=HOPP");
    const page = adminUserPageSchema.parse(res.body);
    expect(page.items.map((u) => [u.firstName, u.lastName])).toEqual([["Grace", "Hopper"]]);
    expect(page.items[0]).toMatchObject({ totalScans: 2, successfulScans: 1, failedScans: 1, totalPayments: 1 });
    expect(page.nextCursor).toBeNull();
    expect(
      adminUserPageSchema.parse((await admin.get("/api/admin/users?q=al")).body).items.map((u) => u.firstName),
    ).toEqual(["Alan"]);
    expect(await walk("/api/admin/users", adminUserPageSchema, "&q=example.test")).toHaveLength(5);
  });

  it("counts users, payments and failed scans in the database", async () => {
    const res = await admin.get("/api/admin/overview");
    expect(adminOverviewSchema.parse(res.body)).toEqual({ totalUsers: 5, totalPayments: 4, failedScans: 4 });
    const { client } = await registerUser(server);
    expect((await client.get("/api/admin/overview")).status).toBe(403);
  });
});
