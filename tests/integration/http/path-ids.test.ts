// Ids in API paths over real HTTP on a real database: whatever stands where a scan or batch id belongs (`not-a-uuid`,
// a NUL, `batch`, `overview`, a near-UUID) answers 404 with a message on every route and method, before any query;
// and a page the PDF cannot draw answers 422 with a message, not 500.
import { randomUUID } from "node:crypto";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DAMAGED } from "../../../src/server/scans/page-images/page-image-route";
import { writeWithDamagedPages } from "../../fixtures/pdf/damage-pages";
import { writePdf } from "../../fixtures/pdf/write-pdf";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

export const MALFORMED_IDS = [
  "not-a-uuid",
  "%00",
  "batch",
  "overview",
  "%20",
  "00000000-0000-0000-0000-00000000000g",
  "00000000-0000-0000-0000-0000000000000",
  "{00000000-0000-0000-0000-000000000000}",
  "%E2%80%AE",
];
/** Refused by the router itself before any route (not a valid URL component, over its parameter length): a 4xx too. */
const UNROUTABLE_IDS = ["0".repeat(400), "%C0%80", "%ED%A0%80"];

const ROUTES: { method: string; path: (id: string) => string; notFound: string }[] = [
  { method: "GET", path: (id) => `/api/scans/${id}`, notFound: "Scan not found" },
  { method: "PATCH", path: (id) => `/api/scans/${id}`, notFound: "Scan not found" },
  { method: "DELETE", path: (id) => `/api/scans/${id}`, notFound: "Scan not found" },
  { method: "GET", path: (id) => `/api/scans/${id}/history`, notFound: "Scan not found" },
  { method: "GET", path: (id) => `/api/scans/${id}/pages/1/image`, notFound: "Scan not found" },
  { method: "GET", path: (id) => `/api/batches/${id}`, notFound: "Batch not found" },
];

describe.each(backends())("ids in API paths on %s", (backend) => {
  let server: TestServer;
  let owner: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { USER_RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "silent" } });
    owner = await registerUser(server);
  });
  afterAll(() => server?.close());

  it("answers 404 with the route's message for every malformed id, on every route and method", async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const id of MALFORMED_IDS) {
        const res = await owner.client.fetch(route.path(id), {
          method: route.method,
          ...(route.method === "PATCH"
            ? { headers: { "content-type": "application/json" }, body: JSON.stringify({ extractedData: {} }) }
            : {}),
        });
        const body: unknown = await res.json().catch(() => null);
        // GET /api/scans/overview is a route of its own.
        if (route.method === "GET" && route.path(id) === "/api/scans/overview") continue;
        const expected = { message: route.notFound, code: "NOT_FOUND" };
        if (res.status !== 404 || JSON.stringify(body) !== JSON.stringify(expected)) {
          failures.push(`${route.method} ${route.path(id).slice(0, 60)} → ${res.status} ${JSON.stringify(body)}`);
        }
      }
      for (const id of UNROUTABLE_IDS) {
        const res = await owner.client.fetch(route.path(id), { method: route.method });
        const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
        if (res.status < 400 || res.status >= 500 || typeof body?.message !== "string") {
          failures.push(`${route.method} ${route.path(id).slice(0, 60)} → ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 422 with a message for a page the PDF cannot draw, and still draws its other pages", async () => {
    const dir = join(server.config.dataDir, "uploads");
    mkdirSync(dir, { recursive: true });
    const whole = join(dir, `${randomUUID()}.pdf`);
    await writePdf(whole, (doc) => {
      doc.text("SECTION 05 12 00 - STRUCTURAL STEEL").addPage().text("PART 1 - GENERAL").addPage().text("PART 2");
    });
    const key = `${randomUUID()}.pdf`;
    writeWithDamagedPages(whole, join(dir, key), [2, 3]);
    const rowId = await insertCompletedScan(server.db, {
      userId: owner.user.id,
      fileName: "damaged.pdf",
      fileSize: statSync(join(dir, key)).size,
      storageKey: key,
      extractedData: { submittals: [], pageCount: 3 },
    });
    for (const page of [2, 3]) {
      const res = await owner.client.fetch(`/api/scans/${rowId}/pages/${page}/image`);
      expect(res.status, `page ${page}`).toBe(422);
      expect(await res.json()).toEqual({ message: PAGE_DAMAGED, code: "UNPROCESSABLE" });
    }
    expect((await owner.client.fetch(`/api/scans/${rowId}/pages/1/image`)).status).toBe(200);
  });
});
