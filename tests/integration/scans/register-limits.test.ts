// Stored results always read back, and edits are bounded: a result stored before today's limits (a 600-character
// heading, a damaged item) is salvaged instead of answering 500 forever; over-limit edits are refused with a 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchDetailSchema } from "../../../src/contract/batches";
import { scanDetailSchema } from "../../../src/contract/scans";
import { batches } from "../../../src/server/db/schema";
import type { ExtractedData } from "../../../src/contract/submittal";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

describe("register limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const storedBeyondLimits = {
    projectName: "Tower",
    pageCount: 3,
    ocrPages: [2],
    submittals: [
      {
        division: "09 - Finishes",
        section: "09 91 23",
        description: "Paint product data",
        sectionTitle: "P".repeat(600),
      },
      { division: "09 - Finishes", section: "09 91 23", description: "   " },
    ],
  } as unknown as ExtractedData;

  it("reads a stored result that fails today's schema, salvaging what is valid, one scan and its batch", async () => {
    const { client, user } = await registerUser(server);
    const [batch] = await server.db.insert(batches).values({ userId: user.id, totalFiles: 1 }).returning();
    const scanId = await insertCompletedScan(server.db, {
      userId: user.id,
      batchId: batch?.id,
      fileName: "old.pdf",
      fileSize: 10,
      extractedData: storedBeyondLimits,
    });

    const res = await client.get(`/api/scans/${scanId}`);
    expect(res.status).toBe(200);
    const detail = scanDetailSchema.parse(res.body);
    expect(detail.extractedData?.submittals).toHaveLength(1);
    expect(detail.extractedData?.submittals[0]?.sectionTitle).toHaveLength(500);
    expect(detail.extractedData).toMatchObject({ projectName: "Tower", pageCount: 3, ocrPages: [2] });
    expect(detail.extractedData?.warnings?.at(-1)).toContain("1 item(s) could not be kept");

    const batchRes = await client.get(`/api/batches/${batch?.id}`);
    expect(batchRes.status).toBe(200);
    expect(batchDetailSchema.parse(batchRes.body).scans[0]?.extractedData?.submittals).toHaveLength(1);
  });

  it("refuses edits beyond the register's limits with a 4xx and stores nothing", async () => {
    const { client, user } = await registerUser(server);
    const original: ExtractedData = {
      submittals: [
        { division: "03 - Concrete", section: "", description: "Mix design", submittalType: "", specifications: "" },
      ],
    };
    const scanId = await insertCompletedScan(server.db, {
      userId: user.id,
      fileName: "a.pdf",
      fileSize: 10,
      extractedData: original,
    });
    const tooManyPages = { submittals: [], ocrPages: Array.from({ length: 100_001 }, (_, i) => i + 1) };
    const refused = await client.patch(`/api/scans/${scanId}`, { extractedData: tooManyPages });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const huge = {
      submittals: Array.from({ length: 2_000 }, () => ({ division: "03 - Concrete", description: "x".repeat(3_000) })),
    };
    const tooBig = await client.patch(`/api/scans/${scanId}`, { extractedData: huge });
    expect(tooBig.status).toBe(413);
    const stored = scanDetailSchema.parse((await client.get(`/api/scans/${scanId}`)).body);
    expect(stored.extractedData?.submittals).toEqual([expect.objectContaining({ description: "Mix design" })]);
  });
});
