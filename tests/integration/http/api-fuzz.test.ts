// Property-based fuzzing of every API route against a real server on PGlite: arbitrary bodies, query strings and
// headers, signed out, as a user and as the super-admin. Never a 5xx; a refused request changes no balance, ledger,
// scan, payment or account; nothing secret reaches the log. Bounded to a few hundred requests (seconds, not minutes).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedData } from "../../../src/contract/submittal";
import { users } from "../../../src/server/db/schema";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser, type SignedInUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

const REGISTER: ExtractedData = {
  submittals: [
    { division: "03 - Concrete", section: "", description: "Mix design", submittalType: "", specifications: "" },
  ],
};

type Ids = { scanId: string; userId: string; anyId: string };
type Route = { method: string; path: (ids: Ids) => string };

/** What stands where an id belongs: the user's own scan, or the ids that answered 500 before (#21, #25). */
const anyId = fc.constantFrom("own", "not-a-uuid", "%00", "batch", "overview", "%E2%80%AE", "0".repeat(37));

const ROUTES: Route[] = [
  { method: "POST", path: () => "/api/register" },
  { method: "POST", path: () => "/api/login" },
  { method: "GET", path: () => "/api/auth/user" },
  { method: "POST", path: () => "/api/verify-email" },
  { method: "POST", path: () => "/api/verify-email/resend" },
  { method: "POST", path: () => "/api/forgot-password" },
  { method: "POST", path: () => "/api/reset-password" },
  { method: "GET", path: () => "/api/scans" },
  { method: "POST", path: () => "/api/scans" },
  { method: "POST", path: () => "/api/scans/batch" },
  { method: "GET", path: ({ scanId }) => `/api/scans/${scanId}` },
  { method: "PATCH", path: ({ scanId }) => `/api/scans/${scanId}` },
  { method: "GET", path: () => "/api/scans/not-a-uuid" },
  { method: "PATCH", path: ({ anyId }) => `/api/scans/${anyId}` },
  // Never the own scan: deleting it would leave the rest of the run nothing to reach.
  { method: "DELETE", path: ({ anyId, scanId }) => `/api/scans/${anyId === scanId ? "batch" : anyId}` },
  { method: "GET", path: ({ anyId }) => `/api/scans/${anyId}/history` },
  { method: "GET", path: ({ anyId }) => `/api/scans/${anyId}/pages/1/image` },
  { method: "GET", path: ({ anyId }) => `/api/batches/${anyId}` },
  { method: "POST", path: ({ anyId }) => `/%61pi/scans/${anyId}` },
  { method: "GET", path: () => "/api/batches/00000000-0000-0000-0000-000000000000" },
  { method: "GET", path: () => "/api/payments" },
  { method: "GET", path: () => "/api/billing/packages" },
  { method: "POST", path: () => "/api/billing/confirm" },
  { method: "POST", path: () => "/api/stripe/webhook" },
  { method: "GET", path: () => "/api/admin/users" },
  { method: "GET", path: () => "/api/admin/payments" },
  { method: "GET", path: () => "/api/admin/scans/failed" },
  { method: "POST", path: () => "/api/admin/credits/add" },
  { method: "DELETE", path: () => "/api/admin/anything" },
  { method: "GET", path: () => "/ws/scan-progress" },
];

/** Text with the characters that broke things before: NUL, lone surrogates, bidi controls, very long runs. */
const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom("Ada\u0000", "\uD800", "\uDC00x", "\u202Eevil", "'; drop table users; --"), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.nat({ max: 300_000 }).map((n) => "x".repeat(n)), weight: 1 },
);

/** fast-check's RFC addresses are mostly ones the app's validator refuses; these pass it and reach the database. */
const plainEmail = fc.uuid().map((id) => `fuzz-${id}@example.test`);

/** Bodies shaped like the real ones (so validation passes often enough to reach deeper code) or anything at all. */
const body = (ids: Pick<Ids, "userId">) =>
  fc.oneof(
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    {
      weight: 5,
      arbitrary: fc.record(
        {
          email: fc.oneof(nastyString, fc.emailAddress(), plainEmail, plainEmail),
          password: fc.oneof(nastyString, fc.constant("correct horse battery"), fc.constant("correct horse battery")),
          firstName: nastyString,
          token: nastyString,
          sessionId: nastyString,
          userId: fc.oneof(nastyString, fc.constant(ids.userId)),
          credits: fc.oneof(fc.integer(), fc.double(), nastyString),
          reason: nastyString,
          // Real ids and valid amounts often enough to get past validation to the database.
          extractedData: fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({
              submittals: fc.array(
                fc.record({ division: fc.oneof(fc.constant("03 - Concrete"), nastyString), description: nastyString }),
                { maxLength: 3 },
              ),
              ocrPages: fc.array(fc.integer(), { maxLength: 5 }),
            }),
          ),
        },
        // Every field present: the route reads the ones it knows, so text reaches the database often.
      ),
    },
    { arbitrary: fc.constant(null), weight: 1 },
  );

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "multipart/form-data",
  "multipart/form-data; boundary=" + "b".repeat(300),
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
);

const extraHeaders = fc.record(
  {
    // Mostly none (a same-origin fetch may omit it); a foreign one now and then, refused by the CSRF guard.
    origin: fc.constantFrom("https://evil.example", "null"),
    "stripe-signature": fc.constantFrom("t=1,v1=abc", "", "v1=" + "a".repeat(500)),
    authorization: fc.constantFrom("Bearer secret-token-value", "Basic Zm9vOmJhcg=="),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1, 10.0.0.1"),
    range: fc.constantFrom("bytes=0-10", "bytes=abc"),
  },
  { requiredKeys: [] },
);

const shortNastyString = fc.oneof(
  fc.constantFrom("Ada\u0000", "\uD800", "\u202Eevil", "'; drop table users; --"),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const query = fc.dictionary(fc.constantFrom("scanId", "id", "q", "page", "__proto__"), shortNastyString, {
  maxKeys: 3,
});

describe("API fuzz", () => {
  let server: TestServer;
  let user: SignedInUser;
  let admin: SignedInUser;
  let scanId = "";
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        LOG_LEVEL: "info",
        STRIPE_WEBHOOK_SECRET: "whsec_fuzz_0123456789abcdef",
        USER_RATE_LIMIT_PER_MINUTE: "100000",
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    user = await registerUser(server);
    admin = await makeAdmin(server);
    await admin.client.post("/api/admin/credits/add", { userId: user.user.id, credits: 3, reason: "fuzz" });
    scanId = await insertCompletedScan(server.db, {
      userId: user.user.id,
      fileName: "a.pdf",
      fileSize: 1,
      extractedData: REGISTER,
    });
  });
  afterAll(() => server?.close());

  /** Everything a refused request must leave alone. */
  async function state(): Promise<string> {
    const result = await server.db.execute(sql`
      select (select count(*) from users) as users, (select coalesce(sum(credits), 0) from users) as credits,
             (select count(*) from credit_ledger) as ledger, (select count(*) from scans) as scans,
             (select count(*) from payments) as payments, (select count(*) from batches) as batches`);
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? result;
    return JSON.stringify(rows);
  }

  it("answers every request below 500 and changes nothing when it refuses", { timeout: 600_000 }, async () => {
    const ids = (id = "own"): Ids => ({ scanId, userId: user.user.id, anyId: id === "own" ? scanId : id });
    expect(await state()).toMatch(/"credits":"?3"?/);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom("signed-out", "user", "admin"),
        fc.oneof({ arbitrary: body(ids()), weight: 5 }, { arbitrary: fc.constant(undefined), weight: 1 }),
        contentType,
        fc.oneof({ arbitrary: extraHeaders, weight: 1 }, { arbitrary: fc.constant({}), weight: 3 }),
        query,
        anyId,
        async (route, who, payload, type, headers, params, id) => {
          const client = who === "user" ? user.client : who === "admin" ? admin.client : new HttpClient(server.url);
          const search = new URLSearchParams(params).toString();
          const path = `${route.path(ids(id))}${search ? `?${search}` : ""}`;
          const before = await state();
          const init: RequestInit = { method: route.method, headers: { ...headers } };
          if (payload !== undefined && route.method !== "GET") {
            init.body = JSON.stringify(payload);
            if (type) (init.headers as Record<string, string>)["content-type"] = type;
          }
          const res = await client.fetch(path, init);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${route.method} ${path} as ${who}`).toBeLessThan(500);
          if (res.status >= 400) expect(await state(), `${route.method} ${path} as ${who}`).toBe(before);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 800), seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    if (process.env.FUZZ_REPORT) console.info(JSON.stringify([...statuses].sort()));
    // The run must have reached past the guards, not only been refused at the door.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
  });

  it("never writes a secret to the log", async () => {
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).limit(1);
    const text = lines.join("");
    const cookie = decodeURIComponent(user.client.cookies.get("sid") ?? "");
    const sid = cookie.slice(0, cookie.lastIndexOf("."));
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [row?.hash ?? "", sid, "secret-token-value", "Zm9vOmJhcg==", "params:", "$argon2"]) {
      expect(text.includes(secret), secret).toBe(false);
    }
  });
});
