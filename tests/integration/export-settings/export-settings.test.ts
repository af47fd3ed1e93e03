// GET/PUT /api/export-settings and /api/scans/:id/export-settings over real HTTP against a real database: the user's
// preferences (format, section column, type mapping, company types, defaults for new logs) per user, the log's own
// settings (numbering, start number, Submittal Manager, title style, page reference) per scan, validated and
// remembered; one log's settings never change another's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  combineExportSettings,
  PROCORE_DEFAULT_SUBMITTAL_TYPES,
  savedExportSettingsSchema,
  savedLogExportSettingsSchema,
  type ExportSettingsInput,
  type LogExportSettings,
  type PersonalExportSettings,
} from "../../../src/contract/export-settings";
import { exportSettings, scanExportSettings, scans, users } from "../../../src/server/db/schema";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

const PERSONAL: PersonalExportSettings = {
  format: "csv",
  specSectionDescription: "section-title",
  typeMapping: [{ from: "Product Data", to: "Product Information" }],
  companySubmittalTypes: [...PROCORE_DEFAULT_SUBMITTAL_TYPES],
  newLogDefaults: { title: "description", sourceReference: false },
};
const LOG: LogExportSettings = {
  submittalManager: "Dana Reyes",
  numbering: "section",
  startNumber: 12,
  title: "section-type",
  sourceReference: true,
};
const CHOSEN: ExportSettingsInput = {
  format: "csv",
  submittalManager: "Dana Reyes",
  numbering: "section",
  startNumber: 12,
  title: "section-type",
  specSectionDescription: "section-title",
  sourceReference: true,
  typeMapping: [{ from: "Product Data", to: "Product Information" }],
};

describe.each(backends())("export settings on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  const newScan = (userId: string, fileName = "book.pdf") =>
    insertCompletedScan(server.db, { userId, fileName, submittals: [] });

  it("answers null until the user saves, then returns the preferences saved, to that user only", async () => {
    const dana = await registerUser(server);
    const other = await registerUser(server);
    expect((await dana.client.get("/api/export-settings")).body).toEqual({ settings: null });

    // The log's keys sent along (an older client) are not kept with the user.
    const saved = await dana.client.json("PUT", "/api/export-settings", CHOSEN);
    expect(saved.status).toBe(200);
    const read = await dana.client.get("/api/export-settings");
    expect(read.status).toBe(200);
    expect(savedExportSettingsSchema.parse(read.body).settings).toEqual(PERSONAL);
    expect(read.body).not.toHaveProperty("settings.startNumber");
    expect((await other.client.get("/api/export-settings")).body).toEqual({ settings: null });

    const changed = await dana.client.json("PUT", "/api/export-settings", { ...PERSONAL, format: "viewpoint" });
    expect(changed.status).toBe(200);
    expect(savedExportSettingsSchema.parse((await dana.client.get("/api/export-settings")).body).settings?.format).toBe(
      "viewpoint",
    );
    const rows = await server.db.select().from(exportSettings).where(eq(exportSettings.userId, dana.user.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps numbering, start number and manager with the log they were set for; a new log starts from none", async () => {
    const dana = await registerUser(server);
    const first = await newScan(dana.user.id, "tower.pdf");
    const second = await newScan(dana.user.id, "school.pdf");
    expect((await dana.client.get(`/api/scans/${first}/export-settings`)).body).toEqual({ settings: null });

    const saved = await dana.client.json("PUT", `/api/scans/${first}/export-settings`, { ...LOG, format: "csv" });
    expect(saved.status).toBe(200);
    const read = await dana.client.get(`/api/scans/${first}/export-settings`);
    expect(savedLogExportSettingsSchema.parse(read.body).settings).toEqual(LOG);
    expect(read.body).not.toHaveProperty("settings.format");
    expect((await dana.client.get(`/api/scans/${second}/export-settings`)).body).toEqual({ settings: null });
    expect((await dana.client.get("/api/export-settings")).body).toEqual({ settings: null });

    // Changed for one log, not the other; deleting the scan takes its settings along.
    await dana.client.json("PUT", `/api/scans/${second}/export-settings`, { ...LOG, startNumber: 100 });
    expect(
      savedLogExportSettingsSchema.parse((await dana.client.get(`/api/scans/${first}/export-settings`)).body),
    ).toEqual({
      settings: LOG,
    });
    await server.db.delete(scans).where(eq(scans.id, first));
    expect(await server.db.select().from(scanExportSettings).where(eq(scanExportSettings.scanId, first))).toEqual([]);
    expect((await dana.client.get(`/api/scans/${first}/export-settings`)).status).toBe(404);
  });

  it("answers 404 for another user's scan or an id that is not one, and keeps nothing", async () => {
    const dana = await registerUser(server);
    const lee = await registerUser(server);
    const scan = await newScan(dana.user.id);
    expect((await lee.client.get(`/api/scans/${scan}/export-settings`)).status).toBe(404);
    expect((await lee.client.json("PUT", `/api/scans/${scan}/export-settings`, LOG)).status).toBe(404);
    expect((await dana.client.get(`/api/scans/not-a-scan/export-settings`)).status).toBe(404);
    expect((await dana.client.json("PUT", `/api/scans/${scan}/export-settings`, { startNumber: 0 })).status).toBe(400);
    expect((await dana.client.json("PUT", `/api/scans/${scan}/export-settings`, { title: "shouting" })).status).toBe(
      400,
    );
    expect((await dana.client.get(`/api/scans/${scan}/export-settings`)).body).toEqual({ settings: null });
    expect((await new HttpClient(server.url).get(`/api/scans/${scan}/export-settings`)).status).toBe(401);
  });

  it("reads preferences saved with the log's keys by an older version without those keys", async () => {
    const { client, user } = await registerUser(server);
    const older: PersonalExportSettings & LogExportSettings = { ...PERSONAL, ...LOG };
    await server.db.insert(exportSettings).values({ userId: user.id, settings: older });
    expect(savedExportSettingsSchema.parse((await client.get("/api/export-settings")).body).settings).toEqual(PERSONAL);
  });

  it("keeps a title style chosen for one log with that log: another log, exported or not, keeps its own", async () => {
    const dana = await registerUser(server);
    const tower = await newScan(dana.user.id, "tower.pdf");
    const school = await newScan(dana.user.id, "school.pdf");
    const clinic = await newScan(dana.user.id, "clinic.pdf");
    // The school was exported first with the items' own (edited) descriptions as titles.
    const schoolOwn = { ...LOG, title: "description", sourceReference: false } satisfies LogExportSettings;
    await dana.client.json("PUT", `/api/scans/${school}/export-settings`, schoolOwn);
    // Then "Section title – type" and the page reference for the tower, as the dialog saves an export: the log's own
    // settings with the log, the user's preferences (an older client sends the title along) with the user.
    const towerOwn = { ...LOG, title: "section-type", sourceReference: true } satisfies LogExportSettings;
    expect((await dana.client.json("PUT", `/api/scans/${tower}/export-settings`, towerOwn)).status).toBe(200);
    expect((await dana.client.json("PUT", "/api/export-settings", { ...PERSONAL, title: "section-type" })).status).toBe(
      200,
    );

    const read = async (id: string) =>
      savedLogExportSettingsSchema.parse((await dana.client.get(`/api/scans/${id}/export-settings`)).body).settings;
    const personal = savedExportSettingsSchema.parse((await dana.client.get("/api/export-settings")).body).settings;
    expect(await read(school)).toEqual(schoolOwn);
    expect(await read(tower)).toEqual(towerOwn);
    expect(combineExportSettings(personal, await read(school))).toMatchObject({ title: "description" });
    // The clinic was never exported: it starts from the user's defaults for new logs, which the tower's choice left.
    expect(await read(clinic)).toBeNull();
    expect(combineExportSettings(personal, null)).toMatchObject({ title: "description", sourceReference: false });

    // Only a choice made for new logs on purpose changes where they start.
    await dana.client.json("PUT", "/api/export-settings", {
      ...PERSONAL,
      newLogDefaults: { title: "section-label", sourceReference: true },
    });
    const changed = savedExportSettingsSchema.parse((await dana.client.get("/api/export-settings")).body).settings;
    expect(combineExportSettings(changed, null)).toMatchObject({ title: "section-label", sourceReference: true });
    expect(combineExportSettings(changed, await read(school))).toMatchObject({ title: "description" });
  });

  it("reads a log saved before the title was the log's with the spec's title, not the user's", async () => {
    const { client, user } = await registerUser(server);
    const scan = await newScan(user.id);
    await server.db.insert(scanExportSettings).values({
      scanId: scan,
      settings: { submittalManager: "Lee", numbering: "index", startNumber: 3 } as LogExportSettings,
    });
    await server.db
      .insert(exportSettings)
      .values({ userId: user.id, settings: { ...PERSONAL, title: "section-type" } as PersonalExportSettings });
    const own = savedLogExportSettingsSchema.parse((await client.get(`/api/scans/${scan}/export-settings`)).body);
    const personal = savedExportSettingsSchema.parse((await client.get("/api/export-settings")).body);
    expect(own.settings).toMatchObject({ title: "description", sourceReference: false, startNumber: 3 });
    expect(combineExportSettings(personal.settings, own.settings).title).toBe("description");
  });

  it("fills fields left out with the defaults", async () => {
    const { client, user } = await registerUser(server);
    const res = await client.json("PUT", "/api/export-settings", { title: "section-type" });
    expect(res.status).toBe(200);
    expect(savedExportSettingsSchema.parse((await client.get("/api/export-settings")).body).settings).toMatchObject({
      format: "procore",
      typeMapping: [],
      companySubmittalTypes: [...PROCORE_DEFAULT_SUBMITTAL_TYPES],
      newLogDefaults: { title: "description", sourceReference: false },
    });
    const scan = await newScan(user.id);
    await client.json("PUT", `/api/scans/${scan}/export-settings`, { submittalManager: "Lee" });
    expect((await client.get(`/api/scans/${scan}/export-settings`)).body).toEqual({
      settings: {
        submittalManager: "Lee",
        numbering: "index",
        startNumber: 1,
        title: "description",
        sourceReference: false,
      },
    });
  });

  it.each([
    [{ format: "pdf" }],
    [
      {
        typeMapping: [
          { from: "Samples", to: "A" },
          { from: "Samples", to: "B" },
        ],
      },
    ],
    [{ typeMapping: Array.from({ length: 101 }, (_, i) => ({ from: `T${i}`, to: "X" })) }],
    [{ companySubmittalTypes: ["Sample", "Sample"] }],
    [{ companySubmittalTypes: [""] }],
    [{ newLogDefaults: { title: "shouting", sourceReference: false } }],
  ])("refuses invalid settings %#", async (body) => {
    const { client } = await registerUser(server);
    const res = await client.json("PUT", "/api/export-settings", body);
    expect(res.status).toBe(400);
    expect((await client.get("/api/export-settings")).body).toEqual({ settings: null });
  });

  it("requires a session", async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get("/api/export-settings")).status).toBe(401);
    expect((await anonymous.json("PUT", "/api/export-settings", CHOSEN)).status).toBe(401);
  });

  it("goes with its user", async () => {
    const { client, user } = await registerUser(server);
    await client.json("PUT", "/api/export-settings", CHOSEN);
    await server.db.delete(users).where(eq(users.id, user.id));
    expect(await server.db.select().from(exportSettings).where(eq(exportSettings.userId, user.id))).toEqual([]);
  });
});
