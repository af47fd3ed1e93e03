// GET/PUT /api/export-settings over real HTTP against a real database: per user, validated, remembered.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedExportSettingsSchema, type ExportSettingsInput } from "../../src/contract/export-settings";
import { exportSettings, users } from "../../src/server/db/schema";
import { HttpClient } from "./helpers/http-client";
import { backends } from "./helpers/backends";
import { startTestServer, type TestServer } from "./helpers/test-server";
import { registerUser } from "./helpers/users";

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

  it("answers null until the user saves, then returns what was saved to that user only", async () => {
    const dana = await registerUser(server);
    const other = await registerUser(server);
    expect((await dana.client.get("/api/export-settings")).body).toEqual({ settings: null });

    const saved = await dana.client.json("PUT", "/api/export-settings", CHOSEN);
    expect(saved.status).toBe(200);
    const read = await dana.client.get("/api/export-settings");
    expect(read.status).toBe(200);
    expect(savedExportSettingsSchema.parse(read.body).settings).toEqual(CHOSEN);
    expect((await other.client.get("/api/export-settings")).body).toEqual({ settings: null });

    const changed = await dana.client.json("PUT", "/api/export-settings", { ...CHOSEN, numbering: "index" });
    expect(changed.status).toBe(200);
    expect(
      savedExportSettingsSchema.parse((await dana.client.get("/api/export-settings")).body).settings?.numbering,
    ).toBe("index");
    const rows = await server.db.select().from(exportSettings).where(eq(exportSettings.userId, dana.user.id));
    expect(rows).toHaveLength(1);
  });

  it("fills fields left out with the defaults", async () => {
    const { client } = await registerUser(server);
    const res = await client.json("PUT", "/api/export-settings", { submittalManager: "Lee" });
    expect(res.status).toBe(200);
    expect(savedExportSettingsSchema.parse((await client.get("/api/export-settings")).body).settings).toMatchObject({
      format: "procore",
      submittalManager: "Lee",
      numbering: "index",
      startNumber: 1,
      typeMapping: [],
    });
  });

  it.each([
    [{ numbering: "alphabetic" }],
    [{ startNumber: 0 }],
    [{ submittalManager: "x".repeat(201) }],
    [
      {
        typeMapping: [
          { from: "Samples", to: "A" },
          { from: "Samples", to: "B" },
        ],
      },
    ],
    [{ typeMapping: Array.from({ length: 101 }, (_, i) => ({ from: `T${i}`, to: "X" })) }],
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
