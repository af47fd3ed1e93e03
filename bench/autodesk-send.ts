// Sending a 500-item log to the fake Autodesk Build through the real server, with the fake's request budget of 600 a
// minute answered by 429 and Retry-After past it: the send's wall time and the requests it made, by kind; then the
// same size of log sent by a server stopped half-way and a new one that resumes, with the items counted on the fake's
// side (no duplicate). `npx tsx bench/autodesk-send.ts [items]`.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AutodeskSend } from "../src/contract/autodesk";
import { startFakeAutodesk, type FakeAutodesk } from "../tests/fakes/autodesk/fake-autodesk";
import { procoreTestRegister } from "../tests/fakes/procore/procore-register";
import { connectThroughFakeAutodesk } from "../tests/integration/autodesk/autodesk-connect";
import { insertCompletedScan } from "../tests/integration/helpers/completed-scan";
import { HttpClient } from "../tests/integration/helpers/http-client";
import { startTestServer, type TestServer } from "../tests/integration/helpers/test-server";
import { registerUser } from "../tests/integration/helpers/users";

const ITEMS = Number(process.argv[2] ?? 500);
const fake: FakeAutodesk = await startFakeAutodesk();
const dataDir = mkdtempSync(join(tmpdir(), "bench-autodesk-"));
const env = {
  AUTODESK_CLIENT_ID: fake.clientId,
  AUTODESK_CLIENT_SECRET: fake.clientSecret,
  AUTODESK_TOKEN_KEY: randomBytes(32).toString("hex"),
  AUTODESK_BASE_URL: fake.url,
};
let server: TestServer = await startTestServer({ dataDir, env });
const user = await registerUser(server);
let client = user.client;
await connectThroughFakeAutodesk(client);
await client.json("PUT", "/api/autodesk/selection", { hubId: fake.hubId, projectId: fake.projectId });
await client.json("PUT", "/api/autodesk/type-mapping", { typeMapping: [{ from: "Certificates", to: "Test Reports" }] });

async function finished(scanId: string): Promise<AutodeskSend> {
  for (;;) {
    const { body } = await client.get<{ send: AutodeskSend }>(`/api/scans/${scanId}/autodesk/send`);
    if (!["running", "cancelling"].includes(body.send.status)) return body.send;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function log(tag: string, startNumber: number): Promise<string> {
  const scanId = await insertCompletedScan(server.db, {
    userId: user.user.id,
    fileName: `bench-${tag}.pdf`,
    submittals: procoreTestRegister(ITEMS).map((s) => ({ ...s, description: `${tag} ${s.description}` })),
  });
  // Custom numbers are unique in the project: each log numbered from its own start.
  await client.json("PUT", `/api/scans/${scanId}/export-settings`, { startNumber });
  return scanId;
}

const byKind = (from: number) => {
  const counts = new Map<string, number>();
  for (const r of fake.requests.slice(from)) {
    const kind = `${r.method} ${r.path.replace(/\/projects\/[^/]+/, "/projects/:id").replace(/\/items\/[^/]+/, "/items/:id")} ${r.status}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `    ${String(n).padStart(5)}  ${k}`).join("\n");
};

// 1. One send of the whole log.
const first = await log("A", 1);
let from = fake.requests.length;
let started = performance.now();
await client.json("POST", `/api/scans/${first}/autodesk/send`, {});
const send = await finished(first);
console.log(
  `Send of ${ITEMS} items: ${((performance.now() - started) / 1000).toFixed(1)} s, ${fake.requests.length - from} requests`,
);
console.log(`  outcome: ${send.status}, ${JSON.stringify(send.counts)}`);
console.log(`  requests by kind:\n${byKind(from)}`);

// 2. The same size of log, the server stopped half-way, a new server resumes it.
const second = await log("B", 10_001);
const before = fake.items.length;
let stopping: Promise<void> | null = null;
fake.onCreate = (count) => {
  if (count - before === Math.floor(ITEMS / 2) && !stopping) stopping = server.close();
};
from = fake.requests.length;
started = performance.now();
await client.json("POST", `/api/scans/${second}/autodesk/send`, {});
while (!stopping) await new Promise((r) => setTimeout(r, 50));
await stopping;
fake.onCreate = null;
const cut = fake.items.length - before;
server = await startTestServer({ dataDir, env });
client = new HttpClient(server.url);
await client.json("POST", "/api/login", { email: user.email, password: user.password });
await client.json("POST", `/api/scans/${second}/autodesk/send`, {});
const resumed = await finished(second);
const mine = fake.items.slice(before);
const titles = new Set(mine.map((s) => s.title));
console.log(
  `Stopped after ${cut} creates, resumed: ${resumed.status}, ${JSON.stringify(resumed.counts)}; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s, ${fake.requests.length - from} requests in all`,
);
console.log(`  on the fake's side: ${mine.length} items for ${ITEMS} items, ${mine.length - titles.size} duplicates`);

await server.close();
await fake.stop();
rmSync(dataDir, { recursive: true, force: true });
