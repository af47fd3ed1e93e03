// The few Autodesk Platform Services resources a send uses, by their published paths: the user's hubs and projects
// (Data Management, JSON:API pages followed by `links.next`), and of the ACC Submittals API a project's item types,
// the user's permissions (`users/me`), the numbering setting (`metadata`), spec sections and items, in pages of at
// most 50 (`limit`/`offset`). Shapes the documentation does not spell out are named in decision 0276.
import { RemoteError, type PacedHttp, type RemoteResponse } from "../integrations/paced-http";
import type { AutodeskScheduleFields } from "./schedule-fields";

export type Named = { id: string; name: string };
export type ItemType = { id: string; value: string; isActive?: boolean };
export type Spec = { id: string; identifier: string; title: string };
export type RemoteItem = {
  id: string;
  title: string | null;
  specId: string | null;
  customIdentifier: string | null;
  customIdentifierHumanReadable?: string | null;
};
/** What a user may create in which state, and which fields each state needs (from `users/me`). */
export type CreatableState = { stateId: string; requiredFields: string[] };
/** `createFields`: the fields `Item::create` lists (its `fields` object's keys); null when the answer lists none. */
export type Me = { id: string; creatableStates: CreatableState[]; createFields: string[] | null };
export type Numbering = "global" | "spec";

/** The Submittals API answers at most 50 per page. */
export const PAGE_LIMIT = 50;

function ok(response: RemoteResponse, what: string): unknown {
  if (response.status >= 300) throw new RemoteError(`${what}: Autodesk answered ${response.status}`, response.status);
  return response.body;
}

/** The Submittals API's id of a project: the Data Management id without its "b." prefix. */
export const accProjectId = (projectId: string) => projectId.replace(/^b\./, "");

const submittals = (projectId: string) => `/construction/submittals/v2/projects/${accProjectId(projectId)}`;

async function dataManagementPages(http: PacedHttp, path: string, what: string): Promise<Named[]> {
  const out: Named[] = [];
  let next: string | null = path;
  while (next) {
    const body = ok(await http.request("GET", next), what) as {
      data?: { id?: unknown; attributes?: { name?: unknown } }[];
      links?: { next?: { href?: unknown } | null };
    } | null;
    for (const row of body?.data ?? []) {
      if (typeof row.id === "string") out.push({ id: row.id, name: String(row.attributes?.name ?? row.id) });
    }
    // Only the path of the next page is kept: the token never goes to another host than the configured one.
    const href = body?.links?.next?.href;
    next = typeof href === "string" && href ? nextPath(href) : null;
  }
  return out;
}

function nextPath(href: string): string | null {
  if (!URL.canParse(href, "http://base.invalid")) return null;
  const url = new URL(href, "http://base.invalid");
  return `${url.pathname}${url.search}`;
}

export const listHubs = (http: PacedHttp) => dataManagementPages(http, "/project/v1/hubs", "Hubs");

export const listProjects = (http: PacedHttp, hubId: string) =>
  dataManagementPages(http, `/project/v1/hubs/${encodeURIComponent(hubId)}/projects`, "Projects");

async function submittalPages<T>(http: PacedHttp, path: string, what: string): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0; ; offset += PAGE_LIMIT) {
    const joiner = path.includes("?") ? "&" : "?";
    const body = ok(await http.request("GET", `${path}${joiner}limit=${PAGE_LIMIT}&offset=${offset}`), what) as {
      results?: T[];
      pagination?: { totalResults?: number };
    } | null;
    const rows = body?.results ?? [];
    out.push(...rows);
    const total = body?.pagination?.totalResults;
    if (rows.length < PAGE_LIMIT || (typeof total === "number" && offset + PAGE_LIMIT >= total)) return out;
  }
}

export const listItemTypes = (http: PacedHttp, projectId: string) =>
  submittalPages<ItemType>(http, `${submittals(projectId)}/item-types`, "Item types");

export const listSpecs = (http: PacedHttp, projectId: string) =>
  submittalPages<Spec>(http, `${submittals(projectId)}/specs`, "Spec sections");

export const listItems = (http: PacedHttp, projectId: string) =>
  submittalPages<RemoteItem>(http, `${submittals(projectId)}/items`, "Submittal items");

/** The user's Submittals permissions: the states an item may be created in, each with its mandatory fields. */
export async function readMe(http: PacedHttp, projectId: string): Promise<Me> {
  const body = ok(await http.request("GET", `${submittals(projectId)}/users/me`), "Your Submittals permissions") as {
    id?: unknown;
    permittedActions?: {
      id?: unknown;
      fields?: unknown;
      states?: { stateId?: unknown; requiredFields?: unknown }[];
    }[];
  } | null;
  const create = (body?.permittedActions ?? []).find((a) => a.id === "Item::create");
  const creatableStates = (create?.states ?? []).flatMap((s) =>
    typeof s.stateId === "string"
      ? [
          {
            stateId: s.stateId,
            requiredFields: Array.isArray(s.requiredFields) ? s.requiredFields.map(String) : [],
          },
        ]
      : [],
  );
  const fields = create?.fields;
  const createFields = fields && typeof fields === "object" && !Array.isArray(fields) ? Object.keys(fields) : null;
  return { id: typeof body?.id === "string" ? body.id : "", creatableStates, createFields };
}

/** The project's numbering of items: one sequence for the project, or one per spec section. */
export async function readNumbering(http: PacedHttp, projectId: string): Promise<Numbering> {
  const body = ok(await http.request("GET", `${submittals(projectId)}/metadata`), "Submittals settings") as {
    customNumbering?: { type?: unknown };
  } | null;
  return body?.customNumbering?.type === "spec" ? "spec" : "global";
}

export const createSpec = (http: PacedHttp, projectId: string, spec: { identifier: string; title: string }) =>
  http.request("POST", `${submittals(projectId)}/specs`, spec);

export type ItemFields = {
  title: string;
  description: string;
  typeId: string | null;
  specId: string | null;
  customIdentifier: string;
} & AutodeskScheduleFields;

export const createItem = (
  http: PacedHttp,
  projectId: string,
  item: ItemFields & { stateId: string } & Record<string, unknown>,
) => http.request("POST", `${submittals(projectId)}/items`, item);

/** A PATCH may leave the number out: the item keeps the one Autodesk has. */
export type ItemUpdate = Omit<ItemFields, "customIdentifier"> & { customIdentifier?: string };

export const updateItem = (http: PacedHttp, projectId: string, id: string, item: ItemUpdate) =>
  http.request("PATCH", `${submittals(projectId)}/items/${encodeURIComponent(id)}`, item);

/**
 * The number Autodesk would give the next item (`items:next-custom-identifier`, in the item's spec section when the
 * project numbers per section); null when it answers none.
 */
export async function nextCustomIdentifier(
  http: PacedHttp,
  projectId: string,
  specId: string | null,
): Promise<string | null> {
  const query = specId ? `?specId=${encodeURIComponent(specId)}` : "";
  const answer = await http.request("GET", `${submittals(projectId)}/items:next-custom-identifier${query}`);
  const body = answer.body as { customIdentifier?: unknown } | null;
  return answer.status < 300 && typeof body?.customIdentifier === "string" ? body.customIdentifier : null;
}
