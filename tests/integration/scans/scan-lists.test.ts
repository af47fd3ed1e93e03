// The scan list's pages, cursor and search, and the overview's counts, over real HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { scanOverviewSchema, scanPageSchema, scanSummarySchema, type ScanPage } from "../../../src/contract/scans";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

type SeedScan = { fileName: string; createdAt: string; status?: string };

describe.each(backends())("scan lists on %s", (backend) => {
  let server: TestServer;
  let owner: SignedInUser;
  let stranger: SignedInUser;

  async function seed(userId: string, rows: SeedScan[]): Promise<void> {
    for (const row of rows) {
      await server.database.executeSql(
        `insert into scans (user_id, file_name, file_size, status, created_at, extracted_data)
         values ($1, $2, 1024, $3, $4::timestamptz, $5::jsonb)`,
        [
          userId,
          row.fileName,
          row.status ?? "completed",
          row.createdAt,
          JSON.stringify({ register: "x".repeat(2000) }),
        ],
      );
    }
  }

  async function page(query: string): Promise<ScanPage> {
    const res = await owner.client.get(`/api/scans?${query}`);
    expect(res.status).toBe(200);
    return scanPageSchema.strict().parse(res.body);
  }

  async function walk(query: string): Promise<string[]> {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ScanPage = await page(cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);
      names.push(...res.items.map((s) => s.fileName));
      cursor = res.nextCursor;
    } while (cursor);
    return names;
  }

  beforeAll(async () => {
    server = await startTestServer({ backend });
    owner = await registerUser(server);
    stranger = await registerUser(server);
    // Three scans share one microsecond and two differ only below the millisecond: the cursor must keep them apart.
    await seed(owner.user.id, [
      { fileName: "Tower-A Specs.pdf", createdAt: "2026-09-01T10:00:00.000001Z" },
      { fileName: "tower-b specs.pdf", createdAt: "2026-09-01T10:00:00.000002Z", status: "failed" },
      { fileName: "Garage 100%.pdf", createdAt: "2026-10-05T08:00:00.123456Z" },
      { fileName: "Garage_1.pdf", createdAt: "2026-10-05T08:00:00.123456Z", status: "processing" },
      { fileName: "Garage-2.pdf", createdAt: "2026-10-05T08:00:00.123456Z" },
      { fileName: "School.pdf", createdAt: "2026-11-02T12:00:00Z" },
      { fileName: "Clinic.pdf", createdAt: "2026-11-20T12:00:00Z" },
    ]);
    await seed(stranger.user.id, [{ fileName: "Tower-C Specs.pdf", createdAt: "2026-11-21T12:00:00Z" }]);
  });
  afterAll(() => server?.close());

  it("answers the plain list, newest first and without registers, when no parameter is given", async () => {
    const res = await owner.client.get("/api/scans");
    expect(res.status).toBe(200);
    const list = z.array(scanSummarySchema.strict()).parse(res.body);
    expect(list.map((s) => s.fileName).slice(0, 2)).toEqual(["Clinic.pdf", "School.pdf"]);
    expect(list).toHaveLength(7);
    expect(JSON.stringify(res.body)).not.toContain("extractedData");
  });

  it("pages with a keyset cursor that neither skips nor repeats scans created in the same microsecond", async () => {
    const all = (await owner.client.get<{ fileName: string }[]>("/api/scans")).body.map((s) => s.fileName);
    for (const limit of [1, 2, 3]) expect(await walk(`limit=${limit}`)).toEqual(all);
    const first = await page("limit=2");
    expect(first.items.map((s) => s.fileName)).toEqual(["Clinic.pdf", "School.pdf"]);
    expect(first.nextCursor).not.toBeNull();
    expect((await page("limit=7")).nextCursor).toBeNull();
  });

  it("defaults to 50 rows and reads a limit above 200 as 200", async () => {
    expect((await page("q=")).items).toHaveLength(7);
    await seed(
      owner.user.id,
      Array.from({ length: 205 }, (_, i) => ({ fileName: `Bulk ${i}.pdf`, createdAt: "2026-08-01T00:00:00Z" })),
    );
    expect((await page("q=bulk")).items).toHaveLength(50);
    const big = await page("limit=1000&q=bulk");
    expect(big.items).toHaveLength(200);
    expect(big.nextCursor).not.toBeNull();
    expect(await walk("limit=60&q=bulk")).toHaveLength(205);
  });

  it("searches file names case-insensitively on the server, % and _ taken literally, own scans only", async () => {
    expect(await walk("q=TOWER")).toEqual(["tower-b specs.pdf", "Tower-A Specs.pdf"]);
    expect(await walk("q=100%25")).toEqual(["Garage 100%.pdf"]);
    expect(await walk("q=_")).toEqual(["Garage_1.pdf"]);
    expect(await walk("q=nothing-like-this")).toEqual([]);
    const strangers = await stranger.client.get<ScanPage>("/api/scans?q=tower");
    expect(strangers.body.items.map((s) => s.fileName)).toEqual(["Tower-C Specs.pdf"]);
  });

  it("rejects a cursor it did not make and a limit below 1", async () => {
    expect((await owner.client.get("/api/scans?cursor=bm90LWEtY3Vyc29y")).status).toBe(400);
    expect((await owner.client.get("/api/scans?limit=0")).status).toBe(400);
  });

  it("counts the overview in the database and lists the five newest scans", async () => {
    const res = await owner.client.get("/api/scans/overview?monthStart=2026-11-01T00:00:00-05:00");
    expect(res.status).toBe(200);
    const overview = scanOverviewSchema.strict().parse(res.body);
    expect(overview).toMatchObject({ total: 212, completed: 210, processing: 1, failed: 1, thisMonth: 2 });
    // Same order as the list (the three Garage scans share a time, so their ids decide).
    const list = (await owner.client.get<{ id: string }[]>("/api/scans")).body;
    expect(overview.recent.map((s) => s.id)).toEqual(list.slice(0, 5).map((s) => s.id));
    expect(overview.recent.map((s) => s.fileName).slice(0, 2)).toEqual(["Clinic.pdf", "School.pdf"]);
    expect(JSON.stringify(res.body)).not.toContain("extractedData");
    const empty = await (await registerUser(server)).client.get("/api/scans/overview");
    expect(empty.body).toEqual({ total: 0, completed: 0, processing: 0, failed: 0, thisMonth: 0, recent: [] });
  });

  it("needs a session", async () => {
    const anonymous = await fetch(`${server.url}/api/scans/overview`);
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${server.url}/api/scans?limit=5`)).status).toBe(401);
  });
});
