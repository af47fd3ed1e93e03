// The few Procore REST resources a send uses, by their published paths: companies, projects, the company's submittal
// types, a project's specification divisions and sections, and its submittals (list, create, update; no batch route).
import { ProcoreError, type ProcoreHttp, type ProcoreResponse } from "./procore-http";
import type { ProcoreScheduleFields } from "./schedule-fields";

export type Named = { id: number; name: string };
export type Division = { id: number; number: string; description: string };
export type Section = { id: number; number: string; description: string };
export type RemoteSubmittal = { id: number; number: string | null; title: string | null };

const PER_PAGE = 100;

function ok(response: ProcoreResponse, what: string): unknown {
  if (response.status >= 300) throw new ProcoreError(`${what}: Procore answered ${response.status}`, response.status);
  return response.body;
}

async function allPages<T>(http: ProcoreHttp, path: string, what: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const joiner = path.includes("?") ? "&" : "?";
    const body = ok(await http.request("GET", `${path}${joiner}page=${page}&per_page=${PER_PAGE}`), what);
    const rows = Array.isArray(body) ? (body as T[]) : [];
    out.push(...rows);
    if (rows.length < PER_PAGE) return out;
  }
}

export const listCompanies = (http: ProcoreHttp) => allPages<Named>(http, "/rest/v1.0/companies", "Companies");

export const listProjects = (http: ProcoreHttp, companyId: number) =>
  allPages<Named>(http, `/rest/v1.0/projects?company_id=${companyId}`, "Projects");

export const listSubmittalTypes = (http: ProcoreHttp, companyId: number) =>
  allPages<Named>(http, `/rest/v1.0/companies/${companyId}/submittal_types`, "Submittal types");

export const listDivisions = (http: ProcoreHttp, projectId: number) =>
  allPages<Division>(http, `/rest/v1.0/specification_section_divisions?project_id=${projectId}`, "Divisions");

export const listSections = (http: ProcoreHttp, projectId: number) =>
  allPages<Section>(http, `/rest/v1.0/specification_sections?project_id=${projectId}`, "Spec sections");

export const listSubmittals = (http: ProcoreHttp, projectId: number) =>
  allPages<RemoteSubmittal>(http, `/rest/v1.0/projects/${projectId}/submittals`, "Submittals");

export async function createDivision(
  http: ProcoreHttp,
  projectId: number,
  division: { number: string; description: string },
): Promise<Division> {
  const body = ok(
    await http.request("POST", "/rest/v1.0/specification_section_divisions", {
      project_id: projectId,
      specification_section_division: division,
    }),
    `Division ${division.number}`,
  );
  return body as Division;
}

export async function createSection(
  http: ProcoreHttp,
  projectId: number,
  section: { number: string; description: string; specification_section_division_id?: number },
): Promise<ProcoreResponse> {
  return http.request("POST", "/rest/v1.0/specification_sections", {
    project_id: projectId,
    specification_section: section,
  });
}

export type SubmittalFields = {
  number: string;
  title: string;
  description: string;
  specification_section_id: number | null;
  /** A name from the company's Submittal Types; null when the item has no type. */
  type: string | null;
} & ProcoreScheduleFields;

export const createSubmittal = (http: ProcoreHttp, projectId: number, submittal: SubmittalFields) =>
  http.request("POST", `/rest/v1.0/projects/${projectId}/submittals`, { submittal });

export const updateSubmittal = (http: ProcoreHttp, projectId: number, id: number, submittal: SubmittalFields) =>
  http.request("PATCH", `/rest/v1.0/projects/${projectId}/submittals/${id}`, { submittal });
