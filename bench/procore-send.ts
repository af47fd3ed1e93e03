// Sending a 500-item log to the fake Procore at Procore's default rate limits (100 requests per 10-second spike
// window, 3,600 an hour), through the real server: the send's wall time and the requests it made, by kind; then the
// same log sent by a server stopped half-way and a new one that resumes, with the submittals counted on the fake's
// side (no duplicate). `npx tsx bench/procore-send.ts [items]`.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProcoreSend } from "../src/contract/procore";
import { startFakeProcore, type FakeProcore } from "../tests/fakes/procore/fake-procore";
import { PROCORE_TEST_MAPPING, procoreTestRegister } from "../tests/fakes/procore/procore-register";
import { insertCompletedScan } from "../tests/integration/helpers/completed-scan";
import { HttpClient } from "../tests/integration/helpers/http-client";
import { startTestServer, type TestServer } from "../tests/integration/helpers/test-server";
import { registerUser } from "../tests/integration/helpers/users";
import { connectThroughFake } from "../tests/integration/procore/procore-connect";

const ITEMS = Number(process.argv[2] ?? 500);
const fake: FakeProcore = await startFakeProcore();
const dataDir = mkdtempSync(join(tmpdir(), "bench-procore-"));
const env = {
  PROCORE_CLIENT_ID: fake.clientId,
  PROCORE_CLIENT_SECRET: fake.clientSecret,
  PROCORE_TOKEN_KEY: randomBytes(32).toString("hex"),
  PROCORE_LOGIN_URL: fake.url,
  PROCORE_API_URL: fake.url,
};
let server: TestServer = await startTestServer({ dataDir, env });
const user = await registerUser(server);
let client = user.client;
await connectThroughFake(client);
await client.json("PUT", "/api/procore/selection", { companyId: fake.companyId, projectId: fake.projectId });
await client.json("PUT", "/api/procore/type-mapping", { typeMapping: PROCORE_TEST_MAPPING });

async function finished(scanId: string): Promise<ProcoreSend> {
  for (;;) {
    const { body } = await client.get<{ send: ProcoreSend }>(`/api/scans/${scanId}/procore/send`);
    if (!["running", "cancelling"].includes(body.send.status)) return body.send;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const register = (tag: string) =>
  procoreTestRegister(ITEMS).map((s) => ({ ...s, description: `${tag} ${s.description}` }));
const byKind = (from: number) => {
  const counts = new Map<string, number>();
  for (const r of fake.requests.slice(from)) {
    const kind = `${r.method} ${r.path.replace(/\/\d+/g, "/:id")} ${r.status}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `    ${String(n).padStart(5)}  ${k}`).join("\n");
};

// 1. One send of the whole log.
const first = await insertCompletedScan(server.db, {
  userId: user.user.id,
  fileName: "bench.pdf",
  submittals: register("A"),
});
let from = fake.requests.length;
let started = performance.now();
await client.json("POST", `/api/scans/${first}/procore/send`, {});
const send = await finished(first);
const seconds = (performance.now() - started) / 1000;
console.log(
  `Send of ${ITEMS} items at the default rate limit: ${seconds.toFixed(1)} s, ${fake.requests.length - from} requests`,
);
console.log(`  outcome: ${send.status}, ${JSON.stringify(send.counts)}`);
console.log(`  requests by kind:\n${byKind(from)}`);

// 2. The same size of log, the server stopped half-way, a new server resumes it.
const second = await insertCompletedScan(server.db, {
  userId: user.user.id,
  fileName: "bench-2.pdf",
  submittals: register("B"),
});
const before = fake.submittals.length;
let stopping: Promise<void> | null = null;
fake.onCreate = (count) => {
  if (count - before === Math.floor(ITEMS / 2) && !stopping) stopping = server.close();
};
from = fake.requests.length;
started = performance.now();
await client.json("POST", `/api/scans/${second}/procore/send`, {});
while (!stopping) await new Promise((r) => setTimeout(r, 50));
await stopping;
fake.onCreate = null;
const cut = fake.submittals.length - before;
server = await startTestServer({ dataDir, env });
client = new HttpClient(server.url);
await client.json("POST", "/api/login", { email: user.email, password: user.password });
await client.json("POST", `/api/scans/${second}/procore/send`, {});
const resumed = await finished(second);
const mine = fake.submittals.slice(before);
const titles = new Set(mine.map((s) => s.title));
console.log(
  `Stopped after ${cut} creates, resumed: ${resumed.status}, ${JSON.stringify(resumed.counts)}; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s, ${fake.requests.length - from} requests in all`,
);
console.log(
  `  on the fake's side: ${mine.length} submittals for ${ITEMS} items, ${mine.length - titles.size} duplicates`,
);

await server.close();
await fake.stop();
rmSync(dataDir, { recursive: true, force: true });
