// Sending a log to Procore over real HTTP, against the fake Procore on loopback and a real database: connect through
// the authorize redirect, pick company and project, the type mapping asked for before the first send, the send with
// its outcomes, re-sends that update and create only what changed, a send cut off half-way (the create's answer
// lost; the server stopped) resumed without a duplicate, one send at a time per log, 401 refresh, 429/503 waits,
// Procore's 422 message reported, disconnect, and no token in any answer or log line.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROCORE_SETUP_TEXT,
  type ProcoreSend,
  type ProcoreStatus,
  type ProcoreTypeCheck,
} from "../../../src/contract/procore";
import type { Submittal } from "../../../src/contract/submittal";
import { procoreConnections, remoteSentItems, scans } from "../../../src/server/db/schema";
import { PROCORE_TEST_MAPPING, procoreTestRegister } from "../../fakes/procore/procore-register";
import { startFakeProcore, type FakeProcore } from "../../fakes/procore/fake-procore";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { backends, createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";
import { connectThroughFake } from "./procore-connect";

const TOKEN_KEY = randomBytes(32).toString("hex");

function procoreEnv(fake: FakeProcore): Record<string, string> {
  return {
    PROCORE_CLIENT_ID: fake.clientId,
    PROCORE_CLIENT_SECRET: fake.clientSecret,
    PROCORE_TOKEN_KEY: TOKEN_KEY,
    PROCORE_LOGIN_URL: fake.url,
    PROCORE_API_URL: fake.url,
    LOG_LEVEL: "info",
  };
}

/** Every answer the suite read, to look for tokens in. */
const answers: string[] = [];

async function call<T>(client: HttpClient, method: string, path: string, body?: unknown) {
  const res = await client.json<T>(method, path, body);
  answers.push(JSON.stringify(res.body), JSON.stringify([...res.headers]));
  return res;
}

async function waitForSend(
  client: HttpClient,
  scanId: string,
  until = (s: ProcoreSend) => !["running", "cancelling"].includes(s.status),
): Promise<ProcoreSend> {
  let last: ProcoreSend | null = null;
  for (let i = 0; i < 400; i++) {
    last = (await call<{ send: ProcoreSend | null }>(client, "GET", `/api/scans/${scanId}/procore/send`)).body.send;
    if (last && until(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`send did not get there: ${JSON.stringify({ ...last, outcomes: last?.outcomes.length })}`);
}

const numbersOf = (fake: FakeProcore) => fake.submittals.map((s) => s.number);
const SCHEDULE_FIELDS = [
  "required_on_site_date",
  "lead_time",
  "design_team_review_time",
  "internal_review_time",
  "submit_by",
];

describe.each(backends())("sending a log to Procore on %s", (backend) => {
  let fake: FakeProcore;
  let server: TestServer;
  let dataDir: string;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString("utf8"));
      done();
    },
  });
  let dana: SignedInUser;

  // A restart mid-send must find the same data: on PostgreSQL every start of this suite uses one database.
  let postgres: FreshPostgresDatabase | undefined;
  const start = () =>
    startTestServer({ backend, dataDir, env: procoreEnv(fake), logStream, postgresUrl: postgres?.url });
  const newScan = (submittals: Submittal[]) =>
    insertCompletedScan(server.db, { userId: dana.user.id, fileName: "book.pdf", submittals });

  beforeAll(async () => {
    // Procore's default windows scaled down (25 requests a second) so pacing is exercised in seconds, not minutes.
    fake = await startFakeProcore({ spikeLimit: 25, spikeWindowSeconds: 1 });
    dataDir = mkdtempSync(join(tmpdir(), "procore-send-"));
    if (backend === "postgres") postgres = await createPostgresDatabase();
    server = await start();
    dana = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("connects through the authorize redirect, keeps the tokens sealed, and picks company and project", async () => {
    const before = await call<ProcoreStatus>(dana.client, "GET", "/api/procore/status");
    expect(before.body).toMatchObject({ configured: true, connected: false, environment: "sandbox" });

    expect(await connectThroughFake(dana.client, "/results/abc")).toBe("/results/abc?procore=connected");
    const [row] = await server.db.select().from(procoreConnections).where(eq(procoreConnections.userId, dana.user.id));
    for (const secret of fake.issuedSecrets()) {
      expect(row!.accessTokenSealed).not.toContain(secret);
      expect(row!.refreshTokenSealed).not.toContain(secret);
    }

    const companies = await call<{ choices: { id: number; name: string }[] }>(
      dana.client,
      "GET",
      "/api/procore/companies",
    );
    expect(companies.body.choices).toEqual([{ id: fake.companyId, name: "Reyes Builders" }]);
    const projects = await call<{ choices: { id: number }[] }>(
      dana.client,
      "GET",
      `/api/procore/projects?companyId=${fake.companyId}`,
    );
    expect(projects.body.choices.map((p) => p.id)).toContain(fake.projectId);
    const picked = await call<ProcoreStatus>(dana.client, "PUT", "/api/procore/selection", {
      companyId: fake.companyId,
      projectId: fake.projectId,
    });
    expect(picked.body).toMatchObject({ connected: true, projectId: fake.projectId, projectName: "Riverside Clinic" });

    // Another user sees no connection and cannot send this one's log.
    const other = await registerUser(server);
    expect((await call<ProcoreStatus>(other.client, "GET", "/api/procore/status")).body.connected).toBe(false);
  });

  it("asks for a mapping of unmatched types, then sends: sections created, one submittal per item, paced", async () => {
    const scanId = await newScan(procoreTestRegister(60));
    const types = await call<ProcoreTypeCheck>(dana.client, "GET", `/api/scans/${scanId}/procore/types`);
    expect(types.body.unmatched.sort()).toEqual(["Certificates", "Product Data", "Samples", "Shop Drawings"]);
    const refused = await call<{ message: string }>(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Choose a Procore type for");
    expect(fake.submittals).toHaveLength(0);

    await call(dana.client, "PUT", "/api/procore/type-mapping", { typeMapping: PROCORE_TEST_MAPPING });
    expect(
      (await call<ProcoreTypeCheck>(dana.client, "GET", `/api/scans/${scanId}/procore/types`)).body.unmatched,
    ).toEqual([]);

    fake.failNext(2, 1); // Procore busy: 503 with Retry-After, waited out
    const started = await call<{ send: ProcoreSend }>(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect(started.status).toBe(202);
    // A second click while it runs, as from another window: the database holds one send per log.
    const second = await call<{ message: string }>(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect(second.status).toBe(409);

    const send = await waitForSend(dana.client, scanId);
    expect(send.status).toBe("completed");
    expect(send.counts).toEqual({ created: 60, updated: 0, skipped: 0, refused: 0 });
    expect(fake.submittals).toHaveLength(60);
    expect(new Set(numbersOf(fake)).size).toBe(60);
    expect(fake.sections.map((s) => s.number).sort()).toEqual([
      "03 30 00",
      "05 12 00",
      "07 92 00",
      "08 71 00",
      "09 91 23",
    ]);
    expect(fake.divisions).toHaveLength(5);
    expect(fake.submittals[0]).toMatchObject({
      number: "1",
      title: "Item 1 of cast-in-place concrete",
      type: "Product Information",
    });
    expect(fake.requests.filter((r) => r.status === 503)).toHaveLength(2);
    // Paced by X-Rate-Limit-*: no request ran into the limit.
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(0);
  });

  it("sends again: unchanged items skipped, a changed one updated, a new one created, a removed one reported", async () => {
    const items = procoreTestRegister(12);
    const scanId = await newScan(items);
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    await waitForSend(dana.client, scanId);
    const before = fake.submittals.length;

    const again = await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect(again.status).toBe(202);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({
      created: 0,
      updated: 0,
      skipped: 12,
      refused: 0,
    });
    expect(fake.submittals.length).toBe(before);

    // A revision: item 3's words change, item 12 is removed, a new item comes at the end.
    const revised = items.slice(0, 11).map((s, i) => (i === 2 ? { ...s, description: "Item 3, revised" } : s));
    revised.push({
      ...items[0]!,
      description: "A new item",
      page: 400,
      ref: "2.1.A",
      sourceText: "Submit a new item.",
    });
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: revised } })
      .where(eq(scans.id, scanId));
    const patchesBefore = fake.requests.filter((r) => r.method === "PATCH").length;
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    const send = await waitForSend(dana.client, scanId);
    expect(send.counts).toEqual({ created: 1, updated: 1, skipped: 10, refused: 0 });
    expect(send.removed).toHaveLength(1);
    expect(fake.submittals.length).toBe(before + 1);
    expect(fake.submittals.find((s) => s.title === "Item 3, revised")).toBeDefined();
    expect(fake.requests.filter((r) => r.method === "PATCH").length).toBe(patchesBefore + 1);
    // Nothing is deleted in Procore: the removed item is still there for the reviewer to close.
    expect(fake.requests.some((r) => r.method === "DELETE")).toBe(false);
  });

  it("sends each planned item's dates as the export computes them, and none for an item nobody planned", async () => {
    const saved = await call(dana.client, "PUT", "/api/planning-settings", {
      defaults: { leadTime: 0, designTeamReviewTime: 14, internalReviewTime: 7 },
      byType: [{ type: "Product Data", leadTime: 20, designTeamReviewTime: 10, internalReviewTime: 5 }],
      longLeadDays: 56,
    });
    expect(saved.status).toBe(200);
    const items = procoreTestRegister(4).map((s) => ({ ...s, description: `Planned ${s.description}` }));
    // 1: Product Data, dated, the account's durations for its type; 2: its own durations; 3 and 4: not planned.
    items[0] = { ...items[0]!, requiredOnSiteDate: "2027-06-30" };
    items[1] = {
      ...items[1]!,
      requiredOnSiteDate: "2027-09-15",
      leadTime: 42,
      designTeamReviewTime: 14,
      internalReviewTime: 7,
    };
    const scanId = await newScan(items);
    const requestsBefore = fake.requests.length;
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    const first = await waitForSend(dana.client, scanId);
    expect(first.counts).toEqual({ created: 4, updated: 0, skipped: 0, refused: 0 });
    const byTitle = (title: string) => fake.submittals.find((s) => s.title === title)!;
    expect(byTitle("Planned Item 1 of cast-in-place concrete")).toMatchObject({
      required_on_site_date: "2027-06-30",
      lead_time: 20,
      design_team_review_time: 10,
      internal_review_time: 5,
      submit_by: "2027-05-26",
    });
    const second = byTitle("Planned Item 2 of structural steel framing");
    expect(second).toMatchObject({
      required_on_site_date: "2027-09-15",
      lead_time: 42,
      design_team_review_time: 14,
      internal_review_time: 7,
      submit_by: "2027-07-14",
    });
    const posts = fake.requests.slice(requestsBefore).filter((r) => r.method === "POST" && r.submittal);
    const unplanned = posts.filter((r) => String(r.submittal!.title).startsWith("Planned Item 3"));
    expect(unplanned).toHaveLength(1);
    for (const field of SCHEDULE_FIELDS) expect(unplanned[0]!.submittal).not.toHaveProperty(field);
    expect(byTitle("Planned Item 4 of door hardware")).toMatchObject({ required_on_site_date: null, submit_by: null });

    // The reviewer moves item 2's required-on-site date: only that item is PATCHed, nothing is created.
    const moved = items.map((s, i) => (i === 1 ? { ...s, requiredOnSiteDate: "2027-10-01" } : s));
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: moved } })
      .where(eq(scans.id, scanId));
    const before = fake.requests.length;
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 1, skipped: 3, refused: 0 });
    const writes = fake.requests.slice(before).filter((r) => r.method !== "GET");
    expect(writes.map((r) => [r.method, r.path])).toEqual([
      ["PATCH", `/rest/v1.0/projects/${fake.projectId}/submittals/${second.id}`],
    ]);
    expect(writes[0]!.submittal).toMatchObject({ required_on_site_date: "2027-10-01", submit_by: "2027-07-30" });
    expect(second).toMatchObject({ required_on_site_date: "2027-10-01", submit_by: "2027-07-30", lead_time: 42 });
  });

  it("clears in Procore the dates taken out of the log, only those it sent, and only once", async () => {
    const items = procoreTestRegister(3).map((s) => ({ ...s, description: `Cleared ${s.description}` }));
    // 1: dated, the account's durations for its type; 2: its own durations; 3: never planned.
    items[0] = { ...items[0]!, requiredOnSiteDate: "2027-06-30" };
    items[1] = {
      ...items[1]!,
      requiredOnSiteDate: "2027-09-15",
      leadTime: 42,
      designTeamReviewTime: 14,
      internalReviewTime: 7,
    };
    const scanId = await newScan(items);
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect((await waitForSend(dana.client, scanId)).counts).toMatchObject({ created: 3 });
    const byTitle = (title: string) => fake.submittals.find((s) => s.title === title)!;
    const first = byTitle("Cleared Item 1 of cast-in-place concrete");
    const second = byTitle("Cleared Item 2 of structural steel framing");
    const third = byTitle("Cleared Item 3 of joint sealants");
    expect(first).toMatchObject({ required_on_site_date: "2027-06-30", lead_time: 20, submit_by: "2027-05-26" });

    // A scheduler sets a date on the never-planned item in Procore by hand.
    third.required_on_site_date = "2027-12-01";

    // The reviewer takes out item 1's date (its durations were the account's, so they go with it) and item 2's (its
    // own durations stay, its submit-by date goes), and rewords item 3.
    const { requiredOnSiteDate: _date, ...undated } = items[0]!;
    const { requiredOnSiteDate: _date2, ...ownDurations } = items[1]!;
    const reworded = {
      ...items[2]!,
      description: "Cleared Item 3, reworded",
      specifications: "Submit item 3, reworded.",
    };
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: [undated, ownDurations, reworded] } })
      .where(eq(scans.id, scanId));
    const before = fake.requests.length;
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 3, skipped: 0, refused: 0 });
    const writes = fake.requests.slice(before).filter((r) => r.method !== "GET");
    expect(writes.map((r) => [r.method, r.path.split("/").at(-1)])).toEqual([
      ["PATCH", String(first.id)],
      ["PATCH", String(second.id)],
      ["PATCH", String(third.id)],
    ]);
    for (const field of SCHEDULE_FIELDS) expect(writes[2]!.submittal).not.toHaveProperty(field);
    expect(writes[0]!.submittal).toMatchObject(Object.fromEntries(SCHEDULE_FIELDS.map((f) => [f, null])));
    expect(writes[1]!.submittal).toMatchObject({ required_on_site_date: null, submit_by: null, lead_time: 42 });
    expect(first).toMatchObject(Object.fromEntries(SCHEDULE_FIELDS.map((f) => [f, null])));
    expect(second).toMatchObject({
      required_on_site_date: null,
      lead_time: 42,
      design_team_review_time: 14,
      internal_review_time: 7,
      submit_by: null,
    });
    // This app never set a date on item 3, so the one set by hand stays.
    expect(third.required_on_site_date).toBe("2027-12-01");

    // Cleared once: the next send has nothing to do.
    const settled = fake.requests.length;
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 0, skipped: 3, refused: 0 });
    expect(fake.requests.slice(settled).filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("keeps an item whose project does not allow its dates, and sends them once it does", async () => {
    // Procore's reference: the review times need schedule calculations; Submit By needs a Submittals admin.
    const direct = await fetch(`${fake.url}/rest/v1.0/projects/${fake.projectId}/submittals`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${fake.issueAccessToken()}`,
        "procore-company-id": String(fake.companyId),
        "content-type": "application/json",
      },
      body: JSON.stringify({ submittal: { number: "X-1", title: "Wrong date", required_on_site_date: "06/30/2027" } }),
    });
    expect(direct.status).toBe(422);
    expect(await direct.json()).toEqual({ errors: { required_on_site_date: ["is not a valid date"] } });

    const [item] = procoreTestRegister(1).map((s) => ({
      ...s,
      description: "Unscheduled project item",
      requiredOnSiteDate: "2027-06-30",
    }));
    const scanId = await newScan([item!]);
    fake.setScheduleRules({ scheduleCalculations: false, submittalsAdmin: false });
    try {
      await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
      const send = await waitForSend(dana.client, scanId);
      expect(send.counts).toEqual({ created: 1, updated: 0, skipped: 0, refused: 0 });
      expect(send.outcomes[0]!.message).toMatch(/^Sent without required_on_site_date, lead_time, /);
      expect(send.outcomes[0]!.message).toContain("submit_by can only be set by admins");
    } finally {
      fake.setScheduleRules({ scheduleCalculations: true, submittalsAdmin: true });
    }
    const created = fake.submittals.find((s) => s.title === "Unscheduled project item")!;
    expect(created).toMatchObject({ required_on_site_date: null, lead_time: null, submit_by: null });

    // Schedule calculations turned on: the next send brings the dates, to the same submittal.
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 1, skipped: 0, refused: 0 });
    expect(created).toMatchObject({ required_on_site_date: "2027-06-30", lead_time: 20, submit_by: "2027-05-26" });
  });

  it("resumes a send whose create answer was lost half-way without a second copy", async () => {
    const scanId = await newScan(procoreTestRegister(30).map((s) => ({ ...s, description: `Lost ${s.description}` })));
    const before = fake.submittals.length;
    fake.dropAfterCreates(10);
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    const cut = await waitForSend(dana.client, scanId);
    expect(cut.status).toBe("failed");
    expect(fake.submittals.length - before).toBe(10);

    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    const resumed = await waitForSend(dana.client, scanId);
    expect(resumed.status).toBe("completed");
    expect(resumed.counts).toMatchObject({ created: 20, refused: 0 });
    const mine = fake.submittals.slice(before);
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((s) => s.title)).size).toBe(30);
  });

  it("resumes after the server stops mid-send, counted on Procore's side: no duplicate", async () => {
    const scanId = await newScan(
      procoreTestRegister(40).map((s) => ({ ...s, description: `Stopped ${s.description}` })),
    );
    const before = fake.submittals.length;
    let stopping: Promise<void> | null = null;
    fake.onCreate = (count) => {
      if (count - before === 15 && !stopping) stopping = server.close();
    };
    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    while (!stopping) await new Promise((r) => setTimeout(r, 50));
    await stopping;
    fake.onCreate = null;
    const cut = fake.submittals.length - before;
    expect(cut).toBeGreaterThanOrEqual(15);
    expect(cut).toBeLessThan(40);

    server = await start();
    // The session lives in the database: the same browser carries on against the new process.
    dana.client = new HttpClient(server.url);
    const login = await call(dana.client, "POST", "/api/login", { email: dana.email, password: dana.password });
    expect(login.status).toBe(200);
    const interrupted = (await call<{ send: ProcoreSend }>(dana.client, "GET", `/api/scans/${scanId}/procore/send`))
      .body.send;
    expect(interrupted.status).toBe("interrupted");

    await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    const resumed = await waitForSend(dana.client, scanId);
    expect(resumed.status).toBe("completed");
    const mine = fake.submittals.slice(before);
    expect(mine).toHaveLength(40);
    expect(new Set(mine.map((s) => s.title)).size).toBe(40);
    const rows = await server.db
      .select()
      .from(remoteSentItems)
      .where(and(eq(remoteSentItems.service, "procore"), eq(remoteSentItems.scanId, scanId)));
    expect(rows.filter((r) => r.remoteId === null)).toHaveLength(0);
  });

  it("refreshes an expired token, reports Procore's 422 message, cancels, and disconnects", async () => {
    fake.expireAccessTokens();
    const scanId = await newScan([
      ...procoreTestRegister(4),
      {
        division: "09 - Finishes",
        section: "09 91 23",
        description: "T".repeat(300),
        submittalType: "Samples",
        specifications: "",
      },
    ]);
    // The company's list changes during the send: Procore refuses the items of the type it dropped, with its words.
    fake.onCreate = () => {
      fake.removeSubmittalType("Document");
      fake.onCreate = null;
    };
    const started = await call(dana.client, "POST", `/api/scans/${scanId}/procore/send`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const send = await waitForSend(dana.client, scanId);
    expect(send.status).toBe("completed");
    expect(fake.requests.filter((r) => r.status === 401).length).toBeGreaterThan(0);
    const refused = send.outcomes.filter((o) => o.outcome === "refused");
    expect(refused).toEqual([
      {
        number: "4",
        title: "Item 4 of door hardware",
        outcome: "refused",
        message: "type 'Document' is not one of the company's Submittal Types",
      },
    ]);
    expect(send.counts).toEqual({ created: 4, updated: 0, skipped: 0, refused: 1 });
    // A title over Procore's 255 characters is cut by the plan, not refused.
    expect(fake.submittals.at(-1)?.title).toHaveLength(255);

    const bad = await newScan([
      {
        division: "04 - Masonry",
        section: "04 20 00",
        description: "Brick",
        submittalType: "Mock-Ups",
        specifications: "",
      },
    ]);
    const unmapped = await call<{ message: string }>(dana.client, "POST", `/api/scans/${bad}/procore/send`, {});
    expect(unmapped.status).toBe(409);
    expect(unmapped.body.message).toContain("Mock-Ups");

    // Cancel: a long send stops where it is and says so.
    const long = await newScan(
      procoreTestRegister(200)
        .filter((s) => s.submittalType !== "Certificates") // their type is gone from the company's list
        .map((s) => ({ ...s, description: `Cancel ${s.description}` })),
    );
    await call(dana.client, "POST", `/api/scans/${long}/procore/send`, {});
    await waitForSend(dana.client, long, (s) => s.done > 5);
    const cancelled = await call<{ send: ProcoreSend }>(
      dana.client,
      "POST",
      `/api/scans/${long}/procore/send/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    const stopped = await waitForSend(dana.client, long);
    expect(stopped.status).toBe("cancelled");
    expect(stopped.done).toBeLessThan(150);

    const gone = await dana.client.fetch("/api/procore/connection", {
      method: "DELETE",
      headers: { origin: server.url },
    });
    expect(gone.status).toBe(200);
    expect(
      await server.db.select().from(procoreConnections).where(eq(procoreConnections.userId, dana.user.id)),
    ).toHaveLength(0);
    expect((await call<ProcoreStatus>(dana.client, "GET", "/api/procore/status")).body.connected).toBe(false);
  });

  it("never shows a token in an answer or a log line", () => {
    const secrets = fake.issuedSecrets();
    expect(secrets.length).toBeGreaterThan(2);
    const everything = [...answers, ...logLines].join("\n");
    expect(logLines.some((l) => l.includes("procore connected"))).toBe(true);
    for (const secret of [...secrets, fake.clientSecret, TOKEN_KEY]) expect(everything).not.toContain(secret);
  });
});

describe("Procore without a client id", () => {
  it("says how to set it up, and the connect answers 503 with the same words", async () => {
    const server = await startTestServer();
    try {
      const { client } = await registerUser(server);
      expect((await client.get<ProcoreStatus>("/api/procore/status")).body).toMatchObject({
        configured: false,
        connected: false,
      });
      const connect = await client.get<{ message: string }>("/api/procore/connect");
      expect(connect.status).toBe(503);
      expect(connect.body.message).toBe(PROCORE_SETUP_TEXT);
    } finally {
      await server.close();
    }
  });
});
