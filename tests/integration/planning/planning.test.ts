// Planning a log over real HTTP and a real database (issue 33): the account's planning defaults (shipped ones until
// saved, validated, per user, deleted with the account, refused when signed out), planning fields saved on items with
// the register's ETag guard, and the log read back over HTTP exported with its dates and durations in Procore's
// columns P and R–U.
import { eq } from "drizzle-orm";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSettingsSchema } from "../../../src/contract/export-settings";
import {
  DEFAULT_PLANNING_SETTINGS,
  savedPlanningSettingsSchema,
  type PlanningSettings,
} from "../../../src/contract/planning-settings";
import { scanDetailSchema } from "../../../src/contract/scans";
import { planningSettings } from "../../../src/server/db/schema";
import type { ExtractedData } from "../../../src/contract/submittal";
import { buildExportFile } from "../../../src/export/build-export-file";
import { SHOP_DRAWINGS_PLANNING, steelItem } from "../../../src/export/steel-log.test-fixture";
import { exportFileBytes } from "../../../src/export/write-workbook-node";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, TEST_PASSWORD } from "../helpers/users";

const PLANNING: PlanningSettings = { ...SHOP_DRAWINGS_PLANNING, longLeadDays: 30 };

describe.each(backends())("planning a log on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it("answers the shipped defaults until saved, keeps each user's own until the account closes, refuses bad values and strangers", async () => {
    const dana = await registerUser(server);
    const other = await registerUser(server);
    expect((await dana.client.get("/api/planning-settings")).body).toEqual({
      settings: DEFAULT_PLANNING_SETTINGS,
      saved: false,
    });
    expect((await dana.client.json("PUT", "/api/planning-settings", PLANNING)).status).toBe(200);
    expect(savedPlanningSettingsSchema.parse((await dana.client.get("/api/planning-settings")).body)).toEqual({
      settings: PLANNING,
      saved: true,
    });
    expect((await other.client.get("/api/planning-settings")).body).toMatchObject({ saved: false });

    const twice = { ...PLANNING, byType: [...PLANNING.byType, ...PLANNING.byType] };
    expect((await dana.client.json("PUT", "/api/planning-settings", twice)).status).toBe(400);
    expect((await dana.client.json("PUT", "/api/planning-settings", { ...PLANNING, longLeadDays: -1 })).status).toBe(
      400,
    );
    // Closing the account takes its planning defaults along.
    expect((await other.client.json("PUT", "/api/planning-settings", PLANNING)).status).toBe(200);
    expect((await other.client.json("DELETE", "/api/auth/user", { password: TEST_PASSWORD })).status).toBe(200);
    const left = await server.db.select().from(planningSettings).where(eq(planningSettings.userId, other.user.id));
    expect(left).toEqual([]);

    const stranger = new HttpClient(server.url);
    expect((await stranger.get("/api/planning-settings")).status).toBe(401);
    expect((await stranger.json("PUT", "/api/planning-settings", PLANNING)).status).toBe(401);
  });

  it("saves planning fields with the ETag guard and exports them in Procore's columns", async () => {
    const dana = await registerUser(server);
    await dana.client.json("PUT", "/api/planning-settings", PLANNING);
    const scanId = await insertCompletedScan(server.db, {
      userId: dana.user.id,
      fileName: "steel.pdf",
      submittals: [steelItem({}), steelItem({ description: "Anchor rods", submittalType: "Product Data" })],
    });
    const read = async () => {
      const res = await dana.client.get(`/api/scans/${scanId}`);
      return { data: scanDetailSchema.parse(res.body).extractedData!, etag: res.headers.get("etag")! };
    };
    const first = await read();
    const planned: ExtractedData = {
      ...first.data,
      submittals: [
        { ...first.data.submittals[0]!, requiredOnSiteDate: "2027-06-30" },
        { ...first.data.submittals[1]!, requiredOnSiteDate: "2027-06-30", leadTime: 5, internalReviewTime: 1 },
      ],
    };
    const saved = await dana.client.patch(
      `/api/scans/${scanId}`,
      { extractedData: planned },
      { "if-match": first.etag },
    );
    expect(saved.status).toBe(200);
    // A second window still holding the first version cannot overwrite the planned dates.
    const stale = await dana.client.patch(
      `/api/scans/${scanId}`,
      { extractedData: first.data },
      { "if-match": first.etag },
    );
    expect(stale.status).toBe(412);
    const bad = structuredClone(planned);
    Object.assign(bad.submittals[0]!, { designTeamReviewTime: 2.5 });
    const after = await read();
    expect(
      (await dana.client.patch(`/api/scans/${scanId}`, { extractedData: bad }, { "if-match": after.etag })).status,
    ).toBe(400);

    const stored = (await read()).data;
    expect(stored.submittals.map((s) => [s.requiredOnSiteDate, s.leadTime, s.internalReviewTime])).toEqual([
      ["2027-06-30", undefined, undefined],
      ["2027-06-30", 5, 1],
    ]);
    const planning = savedPlanningSettingsSchema.parse((await dana.client.get("/api/planning-settings")).body).settings;
    const file = buildExportFile({
      extractedData: stored,
      documentFileName: "steel.pdf",
      scanDate: null,
      settings: exportSettingsSchema.parse({}),
      planning,
    });
    const [sheet] = await readExcelFile(new Uint8Array(await exportFileBytes(file)).buffer);
    const [header, ...rows] = sheet!.data;
    const letters = (row: readonly unknown[]) => ({ P: row[15], R: row[17], S: row[18], T: row[19], U: row[20] });
    expect(letters(header!)).toEqual({
      P: "Submit By Date",
      R: "Required On-Site Date",
      S: "Lead Time",
      T: "Design Team Review Time",
      U: "Internal Review Time",
    });
    expect(rows.map(letters)).toEqual([
      { P: "04/28/2027", R: "06/30/2027", S: 42, T: 14, U: 7 },
      { P: "06/14/2027", R: "06/30/2027", S: 5, T: 10, U: 1 },
    ]);
  });
});
