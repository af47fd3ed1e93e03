// Scans prepared through the API before a browser looks at them: credits granted by the operator, a PDF scanned.
import type { HttpClient } from "../../integration/helpers/http-client";
import type { TestServer } from "../../integration/helpers/test-server";
import { makeAdmin } from "../../integration/helpers/users";

/** Credits through the super-admin's API, the way an operator grants them. */
export async function grantCredits(server: TestServer, userId: string, credits: number): Promise<void> {
  const admin = await makeAdmin(server);
  const res = await admin.client.post("/api/admin/credits/add", { userId, credits, reason: "browser test" });
  if (res.status !== 200 && res.status !== 201) throw new Error(`granting credits failed: ${res.status}`);
}

/** Uploads one PDF through the API and waits until its scan is no longer processing; returns the scan id. */
export async function scanThroughApi(
  client: HttpClient,
  pdf: Uint8Array,
  fileName: string,
  /** The upload's query ("?projectId=…&kind=revision"), to add the file to a project. */
  query = "",
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), fileName);
  const created = await client.fetch(`/api/scans${query}`, { method: "POST", body: form });
  if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (let attempt = 0; attempt < 240; attempt++) {
    const scan = await client.get<{ status: string }>(`/api/scans/${id}`);
    if (scan.body.status !== "processing") return id;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`scan ${id} still processing after 60 s`);
}
