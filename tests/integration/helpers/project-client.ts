// The project API as the project tests drive it, over real HTTP as one signed-in owner: scan a file (into a project
// with `?projectId=…&kind=…`), find a scan's project, read the project's register, its items' history and its
// changes, decide and undo.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { projectChangeListSchema, type ProjectChange } from "../../../src/contract/project-changes";
import { itemHistoryListSchema, type ItemHistory } from "../../../src/contract/project-item-history";
import { projectRegisterSchema, type ProjectRegister } from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import { upload, waitForScan } from "../../fixtures/scans/scan-test-client";
import type { HttpClient } from "./http-client";

export type ProjectClient = ReturnType<typeof projectClient>;

export function projectClient(client: HttpClient) {
  /** Uploads the file at `path` as `name` and waits for its scan to complete; its id. */
  async function scanFile(path: string, name: string, query = ""): Promise<string> {
    const res = await upload({ fetch: (p, init) => client.fetch(`${p}${query}`, init) }, "/api/scans", [
      { name, bytes: readFileSync(path) },
    ]);
    expect(res.status).toBe(201);
    const scan = await waitForScan(client, String(res.body.id));
    expect(scan.status).toBe("completed");
    return scan.id;
  }
  const projectOf = async (scanId: string): Promise<string> =>
    scanDetailSchema.parse((await client.get(`/api/scans/${scanId}`)).body).projectId!;
  const register = async (projectId: string): Promise<ProjectRegister> =>
    projectRegisterSchema.parse((await client.get(`/api/projects/${projectId}/register`)).body);
  const changes = async (projectId: string): Promise<ProjectChange[]> =>
    projectChangeListSchema.parse((await client.get(`/api/projects/${projectId}/changes`)).body);
  const history = async (projectId: string): Promise<ItemHistory[]> =>
    itemHistoryListSchema.parse((await client.get(`/api/projects/${projectId}/items/history`)).body);
  /** POSTs to a route that answers with the project's changes (decide, undo); expects 200. */
  async function post(path: string, body: object): Promise<ProjectChange[]> {
    const res = await client.post(path, body);
    expect(res.status).toBe(200);
    return projectChangeListSchema.parse(res.body);
  }
  const decide = (projectId: string, body: object) => post(`/api/projects/${projectId}/changes/decide`, body);
  const undo = (projectId: string, changeIds: string[]) =>
    post(`/api/projects/${projectId}/changes/undo`, { changeIds });
  return { scanFile, projectOf, register, changes, history, decide, undo };
}
