// A fake of Autodesk Platform Services on loopback for the calls a send to Autodesk Build makes, enforcing what the
// real one does (decision 0276 says which behaviours come from Autodesk's published documentation and which are
// guesses): authentication v2 (authorize page, code and refresh grants with Basic client credentials, single-use
// refresh tokens, revoke), bearer tokens that expire (401), Data Management hubs and projects, and of the ACC
// Submittals API item types, users/me with the states a user may create items in and each state's mandatory fields
// (400 when one is missing), the numbering setting in metadata (custom numbers unique in the project or in their spec
// section: 409, and the next free one from `items:next-custom-identifier`), spec sections with unique identifiers (409), the schedule fields (`requiredOnJobDate`, `leadTime`,
// `requiredDate`, `requiredApprovalDate`: dates YYYY-MM-DD, days an integer; 400 otherwise) a create may set only when
// `users/me` lists them for it (decision 0303), pages of at most 50 (400 above), a request budget per window with 429
// and Retry-After, and 503 with Retry-After on demand. Tests and the benchmark read its state.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakeState = { stateId: string; requiredFields: string[] };

export type FakeAutodeskOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Access-token lifetime in seconds (Autodesk: 3,600). */
  tokenLifetimeSeconds?: number;
  itemTypes?: string[];
  numbering?: "global" | "spec";
  /** The states the user may create items in, with their mandatory fields. */
  creatableStates?: FakeState[];
  /** The fields `Item::create` lists in `users/me` (default: those of Autodesk's example). */
  createFields?: string[];
  /** Requests per window before 429 (default 600 a minute). */
  rateLimit?: { limit: number; windowSeconds: number };
};

export type FakeItem = {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  typeId: string | null;
  specId: string | null;
  stateId: string;
  customIdentifier: string;
  manager: string | null;
  managerType: string | null;
  requiredOnJobDate: string | null;
  leadTime: number | null;
  requiredDate: string | null;
  requiredApprovalDate: string | null;
};
export type FakeSpec = { id: string; projectId: string; identifier: string; title: string };

export type FakeAutodesk = {
  url: string;
  clientId: string;
  clientSecret: string;
  hubId: string;
  hubName: string;
  /** The Data Management id ("b.<uuid>") of the project sends go to, and its name. */
  projectId: string;
  projectName: string;
  userId: string;
  items: FakeItem[];
  specs: FakeSpec[];
  itemTypes: { id: string; value: string }[];
  /** Every API request answered; an item's create or update with its body. */
  requests: { method: string; path: string; status: number; limit?: number; body?: Record<string, unknown> }[];
  /** Every token value issued, so a test can look for them in logs and answers. */
  issuedSecrets: () => string[];
  /** Refresh tokens revoked through /authentication/v2/revoke. */
  revoked: string[];
  expireAccessTokens: () => void;
  setNumbering: (numbering: "global" | "spec") => void;
  setCreatableStates: (states: FakeState[]) => void;
  setCreateFields: (fields: string[]) => void;
  /** The next n API requests answer `status` (503 or 429) with Retry-After: seconds. */
  failNext: (n: number, retryAfterSeconds: number, status?: 503 | 429) => void;
  /** After the nth item created from now, close the connection without answering (the item is kept). */
  dropAfterCreates: (n: number) => void;
  /**
   * Called on each item created (a test stops a server half-way from here). When it returns a promise, the create's
   * answer waits for it: a server stopped meanwhile never reads it, as when the process is killed mid-create.
   */
  onCreate: ((count: number) => void | Promise<void>) | null;
  stop: () => Promise<void>;
};

const DEFAULT_TYPES = [
  "Attic Stock",
  "Coordination Drawings",
  "Mock-Ups",
  "O&M Manuals",
  "Product Data",
  "Samples",
  "Shop Drawings",
  "Test Reports",
  "Warranties",
];
const PAGE_MAX = 50;
/** The fields of `Item::create` in the `users/me` example of Autodesk's reference. */
export const DEFAULT_CREATE_FIELDS = [
  "stateId",
  "id",
  "specId",
  "subsection",
  "title",
  "description",
  "packageId",
  "typeId",
  "manager",
  "managerType",
  "priority",
  "watchers",
  "requiredOnJobDate",
  "leadTime",
  "requiredDate",
  "requiredApprovalDate",
  "customIdentifier",
  "templateId",
];
const SCHEDULE_DATES = ["requiredOnJobDate", "requiredDate", "requiredApprovalDate"] as const;
const SCHEDULE_FIELDS = [...SCHEDULE_DATES, "leadTime"] as const;

export async function startFakeAutodesk(options: FakeAutodeskOptions = {}): Promise<FakeAutodesk> {
  const clientId = options.clientId ?? "fake-aps-client-id";
  const clientSecret = options.clientSecret ?? `aps-secret-${randomBytes(8).toString("hex")}`;
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 3600) * 1000;
  const rate = options.rateLimit ?? { limit: 600, windowSeconds: 60 };
  const hub = { id: `b.${randomUUID()}`, name: "Reyes Builders" };
  const projects = [
    { id: `b.${randomUUID()}`, name: "Riverside Clinic" },
    { id: `b.${randomUUID()}`, name: "Harbor Garage" },
  ];
  const codes = new Map<string, { redirect: string; expiresAt: number }>();
  const tokens: { access: string; refresh: string; expiresAt: number }[] = [];
  const secrets: string[] = [];
  let numbering = options.numbering ?? "global";
  let creatable: FakeState[] = options.creatableStates ?? [
    { stateId: "draft", requiredFields: ["title"] },
    { stateId: "sbc-1", requiredFields: ["title", "typeId", "specId", "manager", "managerType"] },
  ];
  let createFields = [...(options.createFields ?? DEFAULT_CREATE_FIELDS)];
  let window = { start: Date.now(), used: 0 };
  let failing = { n: 0, retryAfter: 1, status: 503 };
  let dropAt: number | null = null;
  let created = 0;

  const state: FakeAutodesk = {
    url: "",
    clientId,
    clientSecret,
    hubId: hub.id,
    hubName: hub.name,
    projectId: projects[0]!.id,
    projectName: projects[0]!.name,
    userId: randomUUID(),
    items: [],
    specs: [],
    itemTypes: (options.itemTypes ?? DEFAULT_TYPES).map((value) => ({ id: randomUUID(), value })),
    requests: [],
    issuedSecrets: () => [...secrets],
    revoked: [],
    expireAccessTokens: () => tokens.forEach((t) => (t.expiresAt = 0)),
    setNumbering: (n) => (numbering = n),
    setCreatableStates: (states) => (creatable = states),
    setCreateFields: (fields) => (createFields = [...fields]),
    failNext: (n, retryAfter, status = 503) => (failing = { n, retryAfter, status }),
    dropAfterCreates: (n) => (dropAt = created + n),
    onCreate: null,
    stop: async () => {},
  };

  const issue = () => {
    const token = {
      access: randomBytes(24).toString("base64url"),
      refresh: randomBytes(24).toString("base64url"),
      expiresAt: Date.now() + lifetimeMs,
    };
    tokens.push(token);
    secrets.push(token.access, token.refresh);
    return {
      access_token: token.access,
      token_type: "Bearer",
      expires_in: Math.round(lifetimeMs / 1000),
      refresh_token: token.refresh,
    };
  };

  const clientOk = (req: IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;

  function auth(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): void {
    if (req.method === "GET" && url.pathname === "/authentication/v2/authorize") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      const scopes = (url.searchParams.get("scope") ?? "").split(" ");
      if (
        url.searchParams.get("client_id") !== clientId ||
        url.searchParams.get("response_type") !== "code" ||
        !URL.canParse(redirect) ||
        !scopes.includes("data:write")
      ) {
        return send(res, 400, { error: "invalid_request" });
      }
      const code = randomBytes(12).toString("hex");
      codes.set(code, { redirect, expiresAt: Date.now() + 5 * 60_000 });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      const html = `<!doctype html><html lang="en"><title>Autodesk (fake) – Sign in</title><main><h1>Allow Submittal Scanner to access your Autodesk account</h1><p>It asks to read and write your project data.</p><a id="allow" href="${escapeHtml(back.toString())}">Allow</a></main></html>`;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    if (req.method !== "POST") return send(res, 404, { error: "not_found" });
    if (!clientOk(req)) return send(res, 401, { error: "invalid_client" });
    if (url.pathname === "/authentication/v2/token") {
      if (body.grant_type === "authorization_code") {
        const code = codes.get(String(body.code));
        codes.delete(String(body.code));
        if (!code || code.expiresAt < Date.now() || code.redirect !== body.redirect_uri) {
          return send(res, 400, { error: "invalid_grant" });
        }
        return send(res, 200, issue());
      }
      if (body.grant_type === "refresh_token") {
        const index = tokens.findIndex((t) => t.refresh === body.refresh_token);
        if (index < 0) return send(res, 400, { error: "invalid_grant" });
        tokens.splice(index, 1); // a refresh token is used once; the new pair replaces it
        return send(res, 200, issue());
      }
      return send(res, 400, { error: "unsupported_grant_type" });
    }
    if (url.pathname === "/authentication/v2/revoke") {
      const index = tokens.findIndex((t) => t.refresh === body.token || t.access === body.token);
      if (index >= 0) {
        state.revoked.push(String(body.token));
        tokens.splice(index, 1);
      }
      return send(res, 200, {});
    }
    send(res, 404, { error: "not_found" });
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): void {
    const path = url.pathname;
    const method = req.method ?? "GET";
    const limitParam = url.searchParams.get("limit");
    const withBody = /\/items(\/[^/]+)?$/.test(path) && (method === "POST" || method === "PATCH");
    const answer = (status: number, payload: unknown) => {
      state.requests.push({
        method,
        path,
        status,
        ...(limitParam ? { limit: Number(limitParam) } : {}),
        ...(withBody ? { body: { ...body } } : {}),
      });
      send(res, status, payload);
    };
    const now = Date.now();
    if (now - window.start >= rate.windowSeconds * 1000) window = { start: now, used: 0 };
    window.used++;
    if (window.used > rate.limit) {
      res.setHeader(
        "Retry-After",
        String(Math.max(1, Math.ceil((window.start + rate.windowSeconds * 1000 - now) / 1000))),
      );
      return answer(429, { detail: "Too Many Requests" });
    }
    if (failing.n > 0) {
      failing.n--;
      res.setHeader("Retry-After", String(failing.retryAfter));
      return answer(failing.status, { detail: failing.status === 429 ? "Too Many Requests" : "Service Unavailable" });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const token = tokens.find((t) => t.access === bearer);
    if (!token || token.expiresAt <= Date.now()) {
      return answer(401, { developerMessage: "The token is invalid or has expired.", errorCode: "AUTH-006" });
    }

    if (method === "GET" && path === "/project/v1/hubs") {
      return answer(200, {
        jsonapi: { version: "1.0" },
        data: [
          {
            type: "hubs",
            id: hub.id,
            attributes: { name: hub.name, extension: { type: "hubs:autodesk.bim360:Account" } },
          },
        ],
      });
    }
    if (method === "GET" && path === `/project/v1/hubs/${hub.id}/projects`) {
      return answer(200, {
        jsonapi: { version: "1.0" },
        data: projects.map((p) => ({ type: "projects", id: p.id, attributes: { name: p.name } })),
      });
    }

    const match = /^\/construction\/submittals\/v2\/projects\/([^/]+)\/(.+)$/.exec(path);
    const project = match && projects.find((p) => p.id === `b.${match[1]}`);
    if (!match || !project) return answer(404, { detail: "Not Found" });
    const pid = project.id;
    const resource = match[2]!;

    const paged = <T>(rows: T[]) => {
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) {
        return answer(400, { detail: `limit must be between 1 and ${PAGE_MAX}` });
      }
      const next = offset + limit < rows.length ? `${path}?limit=${limit}&offset=${offset + limit}` : null;
      return answer(200, {
        pagination: { limit, offset, totalResults: rows.length, nextUrl: next },
        results: rows.slice(offset, offset + limit),
      });
    };

    if (method === "GET" && resource === "item-types") {
      return paged(state.itemTypes.map((t) => ({ ...t, isActive: true, platformId: t.id })));
    }
    if (method === "GET" && resource === "users/me") {
      return answer(200, {
        id: state.userId,
        role: { id: 2, value: "manager" },
        permittedActions: [
          { id: "Item::create", fields: Object.fromEntries(createFields.map((f) => [f, []])), states: creatable },
          { id: "Item::partial_update" },
        ],
      });
    }
    if (method === "GET" && resource === "metadata") return answer(200, { customNumbering: { type: numbering } });
    if (resource === "specs") {
      const mine = state.specs.filter((s) => s.projectId === pid);
      if (method === "GET") return paged(mine.map(specView));
      if (method !== "POST") return answer(405, { detail: "Method Not Allowed" });
      const identifier = typeof body.identifier === "string" ? body.identifier.trim() : "";
      const title = typeof body.title === "string" ? body.title.trim() : "";
      if (!identifier || !title) return answer(400, { detail: "identifier and title are required" });
      if (mine.some((s) => s.identifier === identifier)) {
        return answer(409, { detail: `A spec section with identifier ${identifier} already exists` });
      }
      const spec = { id: randomUUID(), projectId: pid, identifier, title };
      state.specs.push(spec);
      return answer(201, specView(spec));
    }
    if (resource === "items" && method === "GET")
      return paged(state.items.filter((i) => i.projectId === pid).map(itemView));
    if (resource === "items:next-custom-identifier" && method === "GET") {
      const specId = url.searchParams.get("specId");
      if (numbering === "spec" && !specId) return answer(400, { detail: "specId is required in spec sequence" });
      return answer(200, { customIdentifier: nextNumber(pid, { specId }) });
    }
    if (resource === "items" && method === "POST") {
      const stateId = String(body.stateId ?? "");
      const allowed = creatable.find((s) => s.stateId === stateId);
      if (!allowed) return answer(400, { detail: `Items cannot be created in state '${stateId}'` });
      const missing = allowed.requiredFields.filter((f) => body[f] === undefined || body[f] === null || body[f] === "");
      if (missing.length > 0) {
        return answer(400, { detail: `Missing required fields for state '${stateId}': ${missing.join(", ")}` });
      }
      const unlisted = SCHEDULE_FIELDS.filter((f) => f in body && !createFields.includes(f));
      if (unlisted.length > 0) {
        return answer(400, { detail: `Fields not permitted when creating an item: ${unlisted.join(", ")}` });
      }
      const problem = itemProblem(pid, body, null);
      if (problem) return answer(problem.status, { detail: problem.detail });
      const item: FakeItem = {
        id: randomUUID(),
        projectId: pid,
        title: String(body.title),
        description: typeof body.description === "string" ? body.description : null,
        typeId: typeof body.typeId === "string" ? body.typeId : null,
        specId: typeof body.specId === "string" ? body.specId : null,
        stateId,
        customIdentifier: String(body.customIdentifier ?? nextNumber(pid, body)),
        manager: typeof body.manager === "string" ? body.manager : null,
        managerType: typeof body.managerType === "string" ? body.managerType : null,
        requiredOnJobDate: typeof body.requiredOnJobDate === "string" ? body.requiredOnJobDate : null,
        leadTime: typeof body.leadTime === "number" ? body.leadTime : null,
        requiredDate: typeof body.requiredDate === "string" ? body.requiredDate : null,
        requiredApprovalDate: typeof body.requiredApprovalDate === "string" ? body.requiredApprovalDate : null,
      };
      state.items.push(item);
      const count = ++created;
      const answerCreate = () => {
        if (dropAt !== null && count >= dropAt) {
          dropAt = null;
          state.requests.push({ method, path, status: 0 });
          res.socket?.destroy(); // the item is kept, its answer never arrives
          return;
        }
        answer(201, itemView(item));
      };
      const held = state.onCreate?.(count);
      if (held) void held.then(answerCreate, answerCreate);
      else answerCreate();
      return;
    }
    const itemMatch = /^items\/([^/]+)$/.exec(resource);
    if (itemMatch) {
      const item = state.items.find((i) => i.projectId === pid && i.id === itemMatch[1]);
      if (!item) return answer(404, { detail: "Item not found" });
      if (method === "GET") return answer(200, itemView(item));
      if (method !== "PATCH") return answer(405, { detail: "Method Not Allowed" });
      if ("stateId" in body) return answer(400, { detail: "stateId is changed by a transition, not a PATCH" });
      const problem = itemProblem(pid, { ...item, ...body }, item.id);
      if (problem) return answer(problem.status, { detail: problem.detail });
      for (const key of ["title", "description", "typeId", "specId", "customIdentifier", ...SCHEDULE_FIELDS] as const) {
        if (key in body) (item as Record<string, unknown>)[key] = body[key] ?? null;
      }
      return answer(200, itemView(item));
    }
    answer(404, { detail: "Not Found" });
  }

  function itemProblem(
    pid: string,
    fields: Record<string, unknown>,
    self: string | null,
  ): { status: number; detail: string } | null {
    if (fields.typeId != null && !state.itemTypes.some((t) => t.id === fields.typeId)) {
      return { status: 400, detail: `typeId ${String(fields.typeId)} is not an item type of this project` };
    }
    if (fields.specId != null && !state.specs.some((s) => s.id === fields.specId && s.projectId === pid)) {
      return { status: 400, detail: `specId ${String(fields.specId)} is not a spec section of this project` };
    }
    if (typeof fields.title === "string" && fields.title.length > 255) {
      return { status: 400, detail: "title must be at most 255 characters" };
    }
    // The reference: the three dates "formatted as YYYY-MM-DD", the lead time an int of days.
    for (const key of SCHEDULE_DATES) {
      if (fields[key] != null && !isIsoDate(fields[key])) {
        return { status: 400, detail: `${key} must be a date formatted as YYYY-MM-DD` };
      }
    }
    const lead = fields.leadTime;
    if (lead != null && !(Number.isInteger(lead) && (lead as number) >= 0)) {
      return { status: 400, detail: "leadTime must be a non-negative integer" };
    }
    const number = fields.customIdentifier;
    if (number != null) {
      const taken = state.items.some(
        (i) =>
          i.projectId === pid &&
          i.id !== self &&
          i.customIdentifier === String(number) &&
          (numbering === "global" || i.specId === (fields.specId ?? null)),
      );
      if (taken) return { status: 409, detail: `Custom number ${String(number)} is already used` };
    }
    return null;
  }

  /**
   * The reference's rules for the next custom number: the last created item's number (in the project, or in the spec
   * section with a sequence per section) plus one, skipping numbers in use, as many digits as before unless it needs
   * more.
   */
  const nextNumber = (pid: string, fields: Record<string, unknown>): string => {
    const sequence = state.items.filter(
      (i) => i.projectId === pid && (numbering === "global" || i.specId === (fields.specId ?? null)),
    );
    const used = new Set(sequence.map((i) => i.customIdentifier));
    const last = [...sequence].reverse().find((i) => /^\d+$/.test(i.customIdentifier))?.customIdentifier ?? "0";
    for (let n = Number(last) + 1; ; n++) {
      const candidate = String(n).padStart(last.length, "0");
      if (!used.has(candidate)) return candidate;
    }
  };

  const specView = (s: FakeSpec) => ({ id: s.id, identifier: s.identifier, title: s.title });
  const itemView = (i: FakeItem) => {
    const spec = state.specs.find((s) => s.id === i.specId);
    return {
      id: i.id,
      title: i.title,
      description: i.description,
      typeId: i.typeId,
      specId: i.specId,
      stateId: i.stateId,
      customIdentifier: i.customIdentifier,
      customIdentifierHumanReadable:
        numbering === "spec" && spec ? `${spec.identifier}-${i.customIdentifier}` : i.customIdentifier,
      manager: i.manager,
      managerType: i.managerType,
      requiredOnJobDate: i.requiredOnJobDate,
      leadTime: i.leadTime,
      requiredDate: i.requiredDate,
      requiredApprovalDate: i.requiredApprovalDate,
    };
  };

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = parseBody(Buffer.concat(chunks).toString("utf8"), req.headers["content-type"] ?? "");
      if (url.pathname.startsWith("/authentication/v2/")) auth(req, res, url, body);
      else api(req, res, url, body);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

/** A calendar date written YYYY-MM-DD that exists (no 2027-02-30). */
function isIsoDate(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function parseBody(raw: string, type: string): Record<string, unknown> {
  if (!raw) return {};
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, payload: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(payload));
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
