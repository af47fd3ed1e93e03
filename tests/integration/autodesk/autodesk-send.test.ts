// Sending a log to Autodesk Build over real HTTP, against the fake Autodesk on loopback and a real database: connect
// through the authorize redirect, pick hub and project, the type mapping asked for before the first send, a 500-item
// send paced through 429s and 503s with pages of at most 50, the server stopped half-way and resumed without a
// duplicate (counted on the fake's side), a lost create answer, re-sends that update and create only what changed,
// the numbering per spec section, a state's mandatory fields, 401 refresh, cancel, disconnect (revoked), and no token
// in any answer or log line.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTODESK_SETUP_TEXT,
  type AutodeskSend,
  type AutodeskStatus,
  type AutodeskTypeCheck,
} from "../../../src/contract/autodesk";
import type { Submittal } from "../../../src/contract/submittal";
import { autodeskConnections, remoteSentItems, scans } from "../../../src/server/db/schema";
import { DEFAULT_CREATE_FIELDS, startFakeAutodesk, type FakeAutodesk } from "../../fakes/autodesk/fake-autodesk";
import { procoreTestRegister } from "../../fakes/procore/procore-register";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { backends, createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";
import { connectThroughFakeAutodesk } from "./autodesk-connect";

const TOKEN_KEY = randomBytes(32).toString("hex");
/** The register's one type the fake's item types lack. */
const MAPPING = [{ from: "Certificates", to: "Test Reports" }];

function autodeskEnv(fake: FakeAutodesk): Record<string, string> {
  return {
    AUTODESK_CLIENT_ID: fake.clientId,
    AUTODESK_CLIENT_SECRET: fake.clientSecret,
    AUTODESK_TOKEN_KEY: TOKEN_KEY,
    AUTODESK_BASE_URL: fake.url,
    LOG_LEVEL: "info",
  };
}

const answers: string[] = [];

async function call<T>(client: HttpClient, method: string, path: string, body?: unknown) {
  const res = await client.json<T>(method, path, body);
  answers.push(JSON.stringify(res.body), JSON.stringify([...res.headers]));
  return res;
}

async function waitForSend(
  client: HttpClient,
  scanId: string,
  until = (s: AutodeskSend) => !["running", "cancelling"].includes(s.status),
): Promise<AutodeskSend> {
  let last: AutodeskSend | null = null;
  for (let i = 0; i < 900; i++) {
    last = (await call<{ send: AutodeskSend | null }>(client, "GET", `/api/scans/${scanId}/autodesk/send`)).body.send;
    if (last && until(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`send did not get there: ${JSON.stringify({ ...last, outcomes: last?.outcomes.length })}`);
}

const titlesSince = (fake: FakeAutodesk, before: number) => fake.items.slice(before).map((i) => i.title);

describe.each(backends())("sending a log to Autodesk Build on %s", (backend) => {
  let fake: FakeAutodesk;
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
  let postgres: FreshPostgresDatabase | undefined;
  const start = () =>
    startTestServer({ backend, dataDir, env: autodeskEnv(fake), logStream, postgresUrl: postgres?.url });
  const newScan = (submittals: Submittal[]) =>
    insertCompletedScan(server.db, { userId: dana.user.id, fileName: "book.pdf", submittals });
  /** Each log numbered from its own start: custom numbers are unique in the project. */
  const numberFrom = async (scanId: string, startNumber: number, numbering: "index" | "section" = "index") => {
    const saved = await call(dana.client, "PUT", `/api/scans/${scanId}/export-settings`, { startNumber, numbering });
    expect(saved.status).toBe(200);
  };
  const send = (scanId: string) =>
    call<{ send: AutodeskSend; message?: string }>(dana.client, "POST", `/api/scans/${scanId}/autodesk/send`, {});

  beforeAll(async () => {
    fake = await startFakeAutodesk({ rateLimit: { limit: 2000, windowSeconds: 1 } });
    dataDir = mkdtempSync(join(tmpdir(), "autodesk-send-"));
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

  it("connects through the authorize redirect, keeps the tokens sealed, and picks hub and project", async () => {
    const before = await call<AutodeskStatus>(dana.client, "GET", "/api/autodesk/status");
    expect(before.body).toMatchObject({ configured: true, connected: false });

    expect(await connectThroughFakeAutodesk(dana.client, "/results/abc")).toBe("/results/abc?autodesk=connected");
    const [row] = await server.db
      .select()
      .from(autodeskConnections)
      .where(eq(autodeskConnections.userId, dana.user.id));
    for (const secret of fake.issuedSecrets()) {
      expect(row!.accessTokenSealed).not.toContain(secret);
      expect(row!.refreshTokenSealed).not.toContain(secret);
    }
    const hubs = await call<{ choices: { id: string; name: string }[] }>(dana.client, "GET", "/api/autodesk/hubs");
    expect(hubs.body.choices).toEqual([{ id: fake.hubId, name: "Reyes Builders" }]);
    const projects = await call<{ choices: { id: string }[] }>(
      dana.client,
      "GET",
      `/api/autodesk/projects?hubId=${encodeURIComponent(fake.hubId)}`,
    );
    expect(projects.body.choices.map((p) => p.id)).toContain(fake.projectId);
    const picked = await call<AutodeskStatus>(dana.client, "PUT", "/api/autodesk/selection", {
      hubId: fake.hubId,
      projectId: fake.projectId,
    });
    expect(picked.body).toMatchObject({ connected: true, projectId: fake.projectId, projectName: "Riverside Clinic" });
    const wrong = await call(dana.client, "PUT", "/api/autodesk/selection", { hubId: fake.hubId, projectId: "b.nope" });
    expect(wrong.status).toBe(404);

    const other = await registerUser(server);
    expect((await call<AutodeskStatus>(other.client, "GET", "/api/autodesk/status")).body.connected).toBe(false);
    expect((await call(other.client, "GET", "/api/autodesk/hubs")).status).toBe(409);
  });

  it(
    "asks for a type mapping, then sends 500 items: spec sections created, paced through 429 and 503, pages of 50",
    { timeout: 120_000 },
    async () => {
      const scanId = await newScan(procoreTestRegister(500));
      const types = await call<AutodeskTypeCheck>(dana.client, "GET", `/api/scans/${scanId}/autodesk/types`);
      expect(types.body.unmatched).toEqual(["Certificates"]);
      const refused = await send(scanId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain("Choose an Autodesk Build item type for: Certificates");
      expect(fake.items).toHaveLength(0);

      await call(dana.client, "PUT", "/api/autodesk/type-mapping", { typeMapping: MAPPING });
      expect(
        (await call<AutodeskTypeCheck>(dana.client, "GET", `/api/scans/${scanId}/autodesk/types`)).body.unmatched,
      ).toEqual([]);

      fake.failNext(2, 1, 429); // over the request budget: 429 with Retry-After, waited out
      // Half-way Autodesk is busy: 503 with Retry-After, waited out too.
      fake.onCreate = (count) => {
        if (count === 250) fake.failNext(2, 1, 503);
      };
      const started = await send(scanId);
      expect(started.status).toBe(202);
      const second = await send(scanId);
      expect(second.status).toBe(409);

      const done = await waitForSend(dana.client, scanId);
      fake.onCreate = null;
      expect(done.status).toBe("completed");
      expect(done.counts).toEqual({ created: 500, updated: 0, skipped: 0, refused: 0 });
      expect(fake.items).toHaveLength(500);
      expect(new Set(fake.items.map((i) => i.customIdentifier)).size).toBe(500);
      expect(fake.specs.map((s) => s.identifier).sort()).toEqual([
        "03 30 00",
        "05 12 00",
        "07 92 00",
        "08 71 00",
        "09 91 23",
      ]);
      const typeOf = (id: string | null) => fake.itemTypes.find((t) => t.id === id)?.value;
      expect(fake.items[0]).toMatchObject({
        customIdentifier: "1",
        title: "Item 1 of cast-in-place concrete",
        stateId: "draft",
      });
      expect(typeOf(fake.items[0]!.typeId)).toBe("Product Data");
      expect(typeOf(fake.items[3]!.typeId)).toBe("Test Reports");
      expect(fake.requests.filter((r) => r.status === 503)).toHaveLength(2);
      expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(2);
      expect(fake.requests.filter((r) => r.status === 400)).toHaveLength(0);
      expect(Math.max(...fake.requests.flatMap((r) => (r.limit ? [r.limit] : [])))).toBe(50);
    },
  );

  it("sends again: unchanged skipped, a changed one PATCHed, a new one created, a removed one reported", async () => {
    const items = procoreTestRegister(12).map((s) => ({ ...s, description: `Again ${s.description}` }));
    // Numbers after the 500 already in the project: the custom number is unique in the project.
    const scanId = await newScan(items);
    // Numbered per section: a new item takes the next number of its section, and the others keep theirs.
    await numberFrom(scanId, 1001, "section");
    expect((await send(scanId)).status).toBe(202);
    expect((await waitForSend(dana.client, scanId)).counts).toMatchObject({ created: 12 });
    const before = fake.items.length;

    expect((await send(scanId)).status).toBe(202);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({
      created: 0,
      updated: 0,
      skipped: 12,
      refused: 0,
    });
    expect(fake.items.length).toBe(before);

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
    const patches = fake.requests.filter((r) => r.method === "PATCH").length;
    await send(scanId);
    const again = await waitForSend(dana.client, scanId);
    expect(again.counts).toEqual({ created: 1, updated: 1, skipped: 10, refused: 0 });
    expect(again.removed).toHaveLength(1);
    expect(fake.items.length).toBe(before + 1);
    expect(fake.items.filter((i) => i.title === "Item 3, revised")).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === "PATCH").length).toBe(patches + 1);
    expect(fake.requests.some((r) => r.method === "DELETE")).toBe(false);
  });

  it("sends each planned item's dates, PATCHes only the item whose date moved, and none for one not planned", async () => {
    const items = procoreTestRegister(4).map((s) => ({ ...s, description: `Dated ${s.description}` }));
    // 1: Product Data, dated, the shipped durations for its type (28 + 14 + 7); 2: its own; 3 and 4: not planned.
    items[0] = { ...items[0]!, requiredOnSiteDate: "2027-06-30" };
    items[1] = {
      ...items[1]!,
      requiredOnSiteDate: "2027-09-15",
      leadTime: 10,
      designTeamReviewTime: 5,
      internalReviewTime: 3,
    };
    const scanId = await newScan(items);
    // Numbers no other test of this suite uses: the custom number is unique in the project.
    await numberFrom(scanId, 7001);
    const requestsBefore = fake.requests.length;
    expect((await send(scanId)).status).toBe(202);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 4, updated: 0, skipped: 0, refused: 0 });
    const byTitle = (title: string) => fake.items.find((i) => i.title === title)!;
    expect(byTitle("Dated Item 1 of cast-in-place concrete")).toMatchObject({
      requiredOnJobDate: "2027-06-30",
      leadTime: 28,
      requiredApprovalDate: "2027-06-02",
      requiredDate: "2027-05-12",
    });
    const second = byTitle("Dated Item 2 of structural steel framing");
    expect(second).toMatchObject({
      requiredOnJobDate: "2027-09-15",
      leadTime: 10,
      requiredApprovalDate: "2027-09-05",
      requiredDate: "2027-08-28",
    });
    const creates = fake.requests.slice(requestsBefore).filter((r) => r.method === "POST" && r.body?.stateId);
    const unplanned = creates.filter((r) => String(r.body!.title).startsWith("Dated Item 3"));
    expect(unplanned).toHaveLength(1);
    for (const field of ["requiredOnJobDate", "leadTime", "requiredDate", "requiredApprovalDate"]) {
      expect(unplanned[0]!.body).not.toHaveProperty(field);
    }
    expect(byTitle("Dated Item 4 of door hardware")).toMatchObject({ requiredOnJobDate: null, leadTime: null });

    const moved = items.map((s, i) => (i === 1 ? { ...s, requiredOnSiteDate: "2027-10-01" } : s));
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: moved } })
      .where(eq(scans.id, scanId));
    const before = fake.requests.length;
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 1, skipped: 3, refused: 0 });
    const writes = fake.requests.slice(before).filter((r) => r.method !== "GET");
    expect(writes.map((r) => [r.method, r.path.endsWith(`/items/${second.id}`)])).toEqual([["PATCH", true]]);
    expect(second).toMatchObject({
      requiredOnJobDate: "2027-10-01",
      requiredApprovalDate: "2027-09-21",
      requiredDate: "2027-09-13",
    });
  });

  it("clears in Autodesk the dates taken out of the log, only those it sent, and only once", async () => {
    const items = procoreTestRegister(3).map((s) => ({ ...s, description: `Undated ${s.description}` }));
    // 1: dated, the shipped durations for its type; 2: its own durations; 3: never planned.
    items[0] = { ...items[0]!, requiredOnSiteDate: "2027-06-30" };
    items[1] = {
      ...items[1]!,
      requiredOnSiteDate: "2027-09-15",
      leadTime: 10,
      designTeamReviewTime: 5,
      internalReviewTime: 3,
    };
    const scanId = await newScan(items);
    await numberFrom(scanId, 7501);
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toMatchObject({ created: 3 });
    const byTitle = (title: string) => fake.items.find((i) => i.title === title)!;
    const first = byTitle("Undated Item 1 of cast-in-place concrete");
    const second = byTitle("Undated Item 2 of structural steel framing");
    const third = byTitle("Undated Item 3 of joint sealants");
    expect(first).toMatchObject({ requiredOnJobDate: "2027-06-30", leadTime: 28, requiredDate: "2027-05-12" });
    // A scheduler sets a date on the never-planned item in Autodesk Build by hand.
    third.requiredOnJobDate = "2027-12-01";

    // The reviewer takes out item 1's date (its durations were the account's, so they go with it) and item 2's (its
    // own lead time stays, the dates worked out from the required-on-site date go), and rewords item 3.
    const { requiredOnSiteDate: _date, ...undated } = items[0]!;
    const { requiredOnSiteDate: _date2, ...ownDurations } = items[1]!;
    const reworded = { ...items[2]!, description: "Undated Item 3, reworded", specifications: "Reworded." };
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: [undated, ownDurations, reworded] } })
      .where(eq(scans.id, scanId));
    const before = fake.requests.length;
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 3, skipped: 0, refused: 0 });
    const writes = fake.requests.slice(before).filter((r) => r.method !== "GET");
    expect(writes.map((r) => [r.method, r.path.split("/").at(-1)])).toEqual([
      ["PATCH", first.id],
      ["PATCH", second.id],
      ["PATCH", third.id],
    ]);
    const allCleared = { requiredOnJobDate: null, leadTime: null, requiredDate: null, requiredApprovalDate: null };
    expect(writes[0]!.body).toMatchObject(allCleared);
    expect(writes[1]!.body).toMatchObject({ ...allCleared, leadTime: 10 });
    for (const field of Object.keys(allCleared)) expect(writes[2]!.body).not.toHaveProperty(field);
    expect(first).toMatchObject(allCleared);
    expect(second).toMatchObject({ ...allCleared, leadTime: 10 });
    // This app never set a date on item 3, so the one set by hand stays.
    expect(third.requiredOnJobDate).toBe("2027-12-01");

    // Cleared once: the next send has nothing to do.
    const settled = fake.requests.length;
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 0, skipped: 3, refused: 0 });
    expect(fake.requests.slice(settled).filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("refuses a new item whose number another item holds, naming it and Autodesk's next free one", async () => {
    const items = procoreTestRegister(3).map((s) => ({ ...s, description: `Taken ${s.description}` }));
    const scanId = await newScan(items);
    await numberFrom(scanId, 7601);
    // Someone made an item in Autodesk Build by hand with the log's third number.
    const byHand = {
      id: randomUUID(),
      projectId: fake.projectId,
      title: "Made by hand",
      description: null,
      typeId: null,
      specId: null,
      stateId: "draft",
      customIdentifier: "7603",
      manager: null,
      managerType: null,
      requiredOnJobDate: null,
      leadTime: null,
      requiredDate: null,
      requiredApprovalDate: null,
    };
    fake.items.push(byHand);
    await send(scanId);
    const first = await waitForSend(dana.client, scanId);
    expect(first.counts).toEqual({ created: 2, updated: 0, skipped: 0, refused: 1 });
    const refused = first.outcomes.find((o) => o.outcome === "refused")!;
    expect(refused.title).toBe("Taken Item 3 of joint sealants");
    expect(refused.message).toBe(
      "Number 7603 is already used in this Autodesk Build project (Autodesk's next free number is 7604): another " +
        "item of the project has it: renumber that item in Autodesk Build or this one in the log, then send again.",
    );
    expect(fake.items.filter((i) => i.customIdentifier === "7603").map((i) => i.title)).toEqual(["Made by hand"]);

    // The hand-made item is renumbered in Autodesk Build: the next send creates the item with its own number.
    byHand.customIdentifier = "H-1";
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 1, updated: 0, skipped: 2, refused: 0 });
    expect(fake.items.filter((i) => i.customIdentifier === "7603").map((i) => i.title)).toEqual([
      "Taken Item 3 of joint sealants",
    ]);
  });

  it("keeps an item's number when a revision gives it one still held, updates the rest, and moves it once free", async () => {
    const items = procoreTestRegister(3).map((s) => ({ ...s, description: `Shifted ${s.description}` }));
    const scanId = await newScan(items);
    await numberFrom(scanId, 7701);
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toMatchObject({ created: 3 });
    const byTitle = (title: string) => fake.items.find((i) => i.title === title)!;
    const gone = byTitle("Shifted Item 1 of cast-in-place concrete");
    const second = byTitle("Shifted Item 2 of structural steel framing");
    const third = byTitle("Shifted Item 3 of joint sealants");

    // A revision removes item 1: item 2 is numbered 7701 now (still held by item 1), item 3 7702 (held by item 2),
    // and item 3 gets a required-on-site date.
    const revised = [items[1]!, { ...items[2]!, requiredOnSiteDate: "2027-06-30" }];
    await server.db
      .update(scans)
      .set({ extractedData: { submittals: revised } })
      .where(eq(scans.id, scanId));
    await send(scanId);
    const shifted = await waitForSend(dana.client, scanId);
    expect(shifted.counts).toEqual({ created: 0, updated: 2, skipped: 0, refused: 0 });
    expect(shifted.removed.map((r) => r.number)).toEqual(["7701"]);
    expect(shifted.outcomes.map((o) => o.message)).toEqual([
      "Kept its number 7702: 7701 is already used in this Autodesk Build project; an item removed from this log " +
        'has it (see "No longer in this log"): close it and clear its number in Autodesk Build, then send again.',
      "Kept its number 7703: 7702 is already used in this Autodesk Build project; another item of the project has " +
        "it: renumber that item in Autodesk Build or this one in the log, then send again.",
    ]);
    expect([gone, second, third].map((i) => i.customIdentifier)).toEqual(["7701", "7702", "7703"]);
    expect(third.requiredOnJobDate).toBe("2027-06-30");

    // The reviewer deletes the removed item in Autodesk Build: the next send moves both to their new numbers.
    fake.items.splice(fake.items.indexOf(gone), 1);
    await send(scanId);
    const moved = await waitForSend(dana.client, scanId);
    expect(moved.counts).toEqual({ created: 0, updated: 2, skipped: 0, refused: 0 });
    expect(moved.outcomes.map((o) => o.message)).toEqual([undefined, undefined]);
    expect([second, third].map((i) => i.customIdentifier)).toEqual(["7701", "7702"]);
    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 0, skipped: 2, refused: 0 });
  });

  it("creates an item without the dates users/me does not list for a create, and sends them when it does", async () => {
    const [item] = procoreTestRegister(1).map((s) => ({
      ...s,
      description: "Dates not allowed",
      requiredOnSiteDate: "2027-06-30",
    }));
    const scanId = await newScan([item!]);
    await numberFrom(scanId, 7101);
    const allowed = ["title", "description", "typeId", "specId", "customIdentifier", "requiredOnJobDate", "leadTime"];
    fake.setCreateFields(allowed);
    try {
      await send(scanId);
      const sent = await waitForSend(dana.client, scanId);
      expect(sent.counts).toEqual({ created: 1, updated: 0, skipped: 0, refused: 0 });
      expect(sent.outcomes[0]!.message).toBe(
        "Sent without requiredDate, requiredApprovalDate: this project does not let you set them",
      );
    } finally {
      fake.setCreateFields(DEFAULT_CREATE_FIELDS);
    }
    const created = fake.items.find((i) => i.title === "Dates not allowed")!;
    expect(created).toMatchObject({ requiredOnJobDate: "2027-06-30", leadTime: 28, requiredDate: null });

    await send(scanId);
    expect((await waitForSend(dana.client, scanId)).counts).toEqual({ created: 0, updated: 1, skipped: 0, refused: 0 });
    expect(created).toMatchObject({ requiredDate: "2027-05-12", requiredApprovalDate: "2027-06-02" });
  });

  it(
    "resumes after the server stops mid-send, counted on Autodesk's side: no duplicate",
    { timeout: 120_000 },
    async () => {
      fake.setNumbering("spec"); // numbers per spec section from here on: unique within their section
      const scanId = await newScan(
        procoreTestRegister(500).map((s) => ({ ...s, description: `Stopped ${s.description}` })),
      );
      await numberFrom(scanId, 2001, "section");
      const before = fake.items.length;
      let stopping: Promise<void> | null = null;
      fake.onCreate = (count) => {
        if (count - before >= 200 && !stopping) stopping = server.close();
      };
      expect((await send(scanId)).status).toBe(202);
      while (!stopping) await new Promise((r) => setTimeout(r, 50));
      await stopping;
      fake.onCreate = null;
      const cut = fake.items.length - before;
      expect(cut).toBeGreaterThanOrEqual(200);
      expect(cut).toBeLessThan(500);

      server = await start();
      dana.client = new HttpClient(server.url);
      expect(
        (await call(dana.client, "POST", "/api/login", { email: dana.email, password: dana.password })).status,
      ).toBe(200);
      const interrupted = (await call<{ send: AutodeskSend }>(dana.client, "GET", `/api/scans/${scanId}/autodesk/send`))
        .body.send;
      expect(interrupted.status).toBe("interrupted");

      expect((await send(scanId)).status).toBe(202);
      const resumed = await waitForSend(dana.client, scanId);
      expect(resumed.status).toBe("completed");
      expect(resumed.counts.refused).toBe(0);
      const titles = titlesSince(fake, before);
      expect(titles).toHaveLength(500);
      expect(titles.length - new Set(titles).size).toBe(0); // duplicates counted on the fake: none
      const rows = await server.db
        .select()
        .from(remoteSentItems)
        .where(and(eq(remoteSentItems.service, "autodesk"), eq(remoteSentItems.scanId, scanId)));
      expect(rows).toHaveLength(500);
      expect(rows.filter((r) => r.remoteId === null)).toHaveLength(0);
      // Per spec section: each section counts on its own from the log's start number.
      const mine = fake.items.slice(before);
      const concrete = fake.specs.find((s) => s.identifier === "03 30 00")!;
      expect(
        mine
          .filter((i) => i.specId === concrete.id)
          .map((i) => i.customIdentifier)
          .slice(0, 3),
      ).toEqual(["2001", "2002", "2003"]);
      fake.setNumbering("global");
    },
  );

  it("resumes a send whose create answer was lost without a second copy", async () => {
    const scanId = await newScan(procoreTestRegister(30).map((s) => ({ ...s, description: `Lost ${s.description}` })));
    await numberFrom(scanId, 3001);
    const before = fake.items.length;
    fake.dropAfterCreates(10);
    await send(scanId);
    const cut = await waitForSend(dana.client, scanId);
    expect(cut.status).toBe("failed");
    expect(fake.items.length - before).toBe(10);
    await send(scanId);
    const resumed = await waitForSend(dana.client, scanId);
    expect(resumed.status).toBe("completed");
    expect(resumed.counts).toMatchObject({ created: 20, refused: 0 });
    const titles = titlesSince(fake, before);
    expect(titles).toHaveLength(30);
    expect(new Set(titles).size).toBe(30);
  });

  it("fills a state's mandatory fields, refuses a state it cannot fill, and reports Autodesk's refusal", async () => {
    // Only "waiting for submission" may be created: it needs a type, a spec section and a manager.
    fake.setCreatableStates([
      { stateId: "sbc-1", requiredFields: ["title", "typeId", "specId", "manager", "managerType"] },
    ]);
    fake.expireAccessTokens(); // and the token has lapsed: refreshed after the 401
    const scanId = await newScan([
      ...procoreTestRegister(3).map((s) => ({ ...s, description: `Managed ${s.description}` })),
      {
        division: "01 - General Requirements",
        section: "",
        description: "An item without a section",
        submittalType: "Product Data",
        specifications: "",
      },
    ]);
    await numberFrom(scanId, 4001);
    const before = fake.items.length;
    const started = await send(scanId);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitForSend(dana.client, scanId);
    expect(done.status).toBe("completed");
    expect(fake.requests.filter((r) => r.status === 401).length).toBeGreaterThan(0);
    expect(done.counts).toEqual({ created: 3, updated: 0, skipped: 0, refused: 1 });
    expect(done.outcomes.find((o) => o.outcome === "refused")?.message).toBe(
      "Missing required fields for state 'sbc-1': specId",
    );
    expect(fake.items.slice(before).every((i) => i.stateId === "sbc-1" && i.manager === fake.userId)).toBe(true);

    fake.setCreatableStates([{ stateId: "sbc-1", requiredFields: ["title", "dueDate"] }]);
    const blocked = await send(scanId);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(
      "Autodesk Build needs dueDate for a new item in state sbc-1, which a log does not hold.",
    );
    fake.setCreatableStates([]);
    expect((await send(scanId)).body.message).toContain("cannot create submittal items");
    fake.setCreatableStates([{ stateId: "draft", requiredFields: ["title"] }]);
  });

  it(
    "cancels a long send, then disconnects: tokens deleted here and revoked at Autodesk",
    { timeout: 60_000 },
    async () => {
      const long = await newScan(
        procoreTestRegister(300).map((s) => ({ ...s, description: `Cancel ${s.description}` })),
      );
      await numberFrom(long, 5001);
      await send(long);
      await waitForSend(dana.client, long, (s) => s.done > 5);
      const cancelled = await call<{ send: AutodeskSend }>(
        dana.client,
        "POST",
        `/api/scans/${long}/autodesk/send/cancel`,
        {},
      );
      expect(cancelled.status).toBe(200);
      const stopped = await waitForSend(dana.client, long);
      expect(stopped.status).toBe("cancelled");
      expect(stopped.done).toBeLessThan(300);

      const gone = await dana.client.fetch("/api/autodesk/connection", {
        method: "DELETE",
        headers: { origin: server.url },
      });
      expect(gone.status).toBe(200);
      expect(
        await server.db.select().from(autodeskConnections).where(eq(autodeskConnections.userId, dana.user.id)),
      ).toHaveLength(0);
      expect(fake.revoked).toHaveLength(1);
      expect((await call<AutodeskStatus>(dana.client, "GET", "/api/autodesk/status")).body.connected).toBe(false);
      expect((await send(long)).status).toBe(409);
    },
  );

  it("never shows a token or secret in an answer or a log line", () => {
    const secrets = fake.issuedSecrets();
    expect(secrets.length).toBeGreaterThan(2);
    const everything = [...answers, ...logLines].join("\n");
    expect(logLines.some((l) => l.includes("autodesk connected"))).toBe(true);
    for (const secret of [...secrets, fake.clientSecret, TOKEN_KEY]) expect(everything).not.toContain(secret);
  });
});

describe("Autodesk Build without a client id", () => {
  it("says how to set it up, and the routes answer 503 with the same words", async () => {
    const server = await startTestServer();
    try {
      const { client } = await registerUser(server);
      expect((await client.get<AutodeskStatus>("/api/autodesk/status")).body).toMatchObject({
        configured: false,
        connected: false,
      });
      for (const path of ["/api/autodesk/connect", "/api/autodesk/hubs"]) {
        const answer = await client.get<{ message: string }>(path);
        expect(answer.status, path).toBe(503);
        expect(answer.body.message).toBe(AUTODESK_SETUP_TEXT);
      }
    } finally {
      await server.close();
    }
  });
});
