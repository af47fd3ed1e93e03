// A fake of Procore's OAuth and REST API on loopback, enforcing what the real one does for the calls a send makes
// (decision 0274 lists which behaviours come from Procore's published documentation): bearer tokens that expire (401)
// and a refresh grant, the Procore-Company-Id header, X-Rate-Limit-* headers on every answer with a spike window and
// an hourly window (429 when spent), 503 with Retry-After on demand, 422 for a spec section that does not exist or a
// type outside the company's Submittal Types, the schedule fields with their types checked and the documented rules
// of who may set them (422 otherwise; decision 0303), paged lists, and no batch route. Tests and the benchmark read its
// state to count what it holds.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakeProcoreOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Requests per 10-second window (default 100) and per hour (default 3,600): Procore's defaults. */
  spikeLimit?: number;
  hourlyLimit?: number;
  spikeWindowSeconds?: number;
  /** Access-token lifetime in seconds (Procore: 5,400). */
  tokenLifetimeSeconds?: number;
  submittalTypes?: string[];
  /** The project's schedule calculations (default on) and whether the user is a Submittals admin (default yes). */
  scheduleCalculations?: boolean;
  submittalsAdmin?: boolean;
};

export type FakeSubmittal = {
  id: number;
  project_id: number;
  number: string | null;
  title: string | null;
  description: string | null;
  specification_section_id: number | null;
  type: string | null;
  required_on_site_date: string | null;
  lead_time: number | null;
  design_team_review_time: number | null;
  internal_review_time: number | null;
  submit_by: string | null;
};

type Token = { access: string; refresh: string; expiresAt: number };

export type FakeProcore = {
  url: string;
  clientId: string;
  clientSecret: string;
  companyId: number;
  projectId: number;
  submittals: FakeSubmittal[];
  sections: { id: number; project_id: number; number: string; description: string; division_id: number | null }[];
  divisions: { id: number; project_id: number; number: string; description: string }[];
  /** Every request the API part answered, by method and path; a submittal's create or update with its fields. */
  requests: { method: string; path: string; status: number; submittal?: Record<string, unknown> }[];
  /** Every token value issued, so a test can look for them in logs and answers. */
  issuedSecrets: () => string[];
  expireAccessTokens: () => void;
  /** An access token as a script holds one (from the developer portal), without the authorize page. */
  issueAccessToken: () => string;
  /** The next n API requests answer 503 with Retry-After: seconds. */
  failNext: (n: number, retryAfterSeconds: number) => void;
  /** After the nth submittal created from now, close the connection without answering (the create is kept). */
  dropAfterCreates: (n: number) => void;
  /** The project's schedule calculations and the user's Submittals admin rights, as the tests set them. */
  setScheduleRules: (rules: { scheduleCalculations: boolean; submittalsAdmin: boolean }) => void;
  /** The company drops a type from its Submittal Types list. */
  removeSubmittalType: (name: string) => void;
  /**
   * Called on each submittal created (a test stops a server half-way from here). When it returns a promise, the
   * create's answer waits for it: a server stopped meanwhile never reads it, as when the process is killed mid-create.
   */
  onCreate: ((count: number) => void | Promise<void>) | null;
  stop: () => Promise<void>;
};

const COMPANY = { id: 4001, name: "Reyes Builders" };
const PROJECTS = [
  { id: 5001, name: "Riverside Clinic", company_id: COMPANY.id },
  { id: 5002, name: "Harbor Garage", company_id: COMPANY.id },
];
const DEFAULT_TYPES = ["Document", "Other", "Plans", "Product Information", "Sample", "Shop Drawing", "Specification"];

export async function startFakeProcore(options: FakeProcoreOptions = {}): Promise<FakeProcore> {
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(8).toString("hex")}`;
  const spikeLimit = options.spikeLimit ?? 100;
  const hourlyLimit = options.hourlyLimit ?? 3600;
  const spikeWindowMs = (options.spikeWindowSeconds ?? 10) * 1000;
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 5400) * 1000;
  const types = (options.submittalTypes ?? DEFAULT_TYPES).map((name, i) => ({ id: 700 + i, name }));

  const codes = new Map<string, string>(); // code → redirect_uri
  const tokens: Token[] = [];
  const secrets: string[] = [];
  let nextId = 90_000;
  let spike = { start: Date.now(), used: 0 };
  let hour = { start: Date.now(), used: 0 };
  let failing = { n: 0, retryAfter: 1 };
  let dropAt: number | null = null;
  let created = 0;
  let scheduleRules = {
    scheduleCalculations: options.scheduleCalculations ?? true,
    submittalsAdmin: options.submittalsAdmin ?? true,
  };

  const state: FakeProcore = {
    url: "",
    clientId,
    clientSecret,
    companyId: COMPANY.id,
    projectId: PROJECTS[0]!.id,
    submittals: [],
    sections: [],
    divisions: [],
    requests: [],
    issuedSecrets: () => [...secrets],
    expireAccessTokens: () => tokens.forEach((t) => (t.expiresAt = 0)),
    issueAccessToken: () => issue().access,
    failNext: (n, retryAfter) => (failing = { n, retryAfter }),
    dropAfterCreates: (n) => (dropAt = created + n),
    setScheduleRules: (rules) => (scheduleRules = { ...rules }),
    removeSubmittalType: (name) => {
      const index = types.findIndex((t) => t.name === name);
      if (index >= 0) types.splice(index, 1);
    },
    onCreate: null,
    stop: async () => {},
  };

  const issue = (): Token => {
    const token = { access: randomBytes(24).toString("hex"), refresh: randomBytes(24).toString("hex"), expiresAt: 0 };
    token.expiresAt = Date.now() + lifetimeMs;
    tokens.push(token);
    secrets.push(token.access, token.refresh);
    return token;
  };
  const tokenAnswer = (t: Token) => ({
    access_token: t.access,
    token_type: "Bearer",
    expires_in: Math.round(lifetimeMs / 1000),
    refresh_token: t.refresh,
    created_at: Math.floor(Date.now() / 1000),
  });

  function oauth(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): void {
    if (req.method === "GET" && url.pathname === "/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== clientId || !URL.canParse(redirect)) {
        return send(res, 400, { error: "invalid_client" });
      }
      const code = randomBytes(12).toString("hex");
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      const html = `<!doctype html><html lang="en"><title>Procore (fake) – Authorize</title><main><h1>Authorize Submittal Scanner</h1><p>Submittal Scanner asks to access your Procore account.</p><a id="allow" href="${escapeHtml(back.toString())}">Allow</a></main></html>`;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    if (req.method === "POST" && url.pathname === "/oauth/token") {
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        return send(res, 401, { error: "invalid_client" });
      }
      if (body.grant_type === "authorization_code") {
        const redirect = codes.get(String(body.code));
        if (!redirect || redirect !== body.redirect_uri) return send(res, 400, { error: "invalid_grant" });
        codes.delete(String(body.code));
        return send(res, 200, tokenAnswer(issue()));
      }
      if (body.grant_type === "refresh_token") {
        const index = tokens.findIndex((t) => t.refresh === body.refresh_token);
        if (index < 0) return send(res, 400, { error: "invalid_grant" });
        tokens.splice(index, 1); // a refresh token is used once
        return send(res, 200, tokenAnswer(issue()));
      }
      return send(res, 400, { error: "unsupported_grant_type" });
    }
    send(res, 404, { error: "Not Found" });
  }

  /** Counts the request against both windows and writes the headers of the one most likely to run out first. */
  function rateLimit(res: ServerResponse): boolean {
    const now = Date.now();
    if (now - spike.start >= spikeWindowMs) spike = { start: now, used: 0 };
    if (now - hour.start >= 3_600_000) hour = { start: now, used: 0 };
    spike.used++;
    hour.used++;
    const hourly = hourlyLimit - hour.used < spikeLimit;
    const [limit, used, resetMs] = hourly
      ? [hourlyLimit, hour.used, hour.start + 3_600_000]
      : [spikeLimit, spike.used, spike.start + spikeWindowMs];
    res.setHeader("X-Rate-Limit-Limit", String(limit));
    res.setHeader("X-Rate-Limit-Remaining", String(Math.max(0, limit - used)));
    res.setHeader("X-Rate-Limit-Reset", String(Math.ceil(resetMs / 1000)));
    return spike.used <= spikeLimit && hour.used <= hourlyLimit;
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): void {
    const path = url.pathname;
    const method = req.method ?? "GET";
    const submittal = path.includes("/submittals") && body.submittal && typeof body.submittal === "object";
    const answer = (status: number, payload: unknown) => {
      const recorded = submittal ? { submittal: { ...(body.submittal as Record<string, unknown>) } } : {};
      state.requests.push({ method, path, status, ...recorded });
      send(res, status, payload);
    };
    if (!rateLimit(res)) {
      return answer(
        429,
        "You have surpassed the max number of requests for an hour. Please wait until your limit resets.",
      );
    }
    if (failing.n > 0) {
      failing.n--;
      res.setHeader("Retry-After", String(failing.retryAfter));
      return answer(503, { errors: "Service Unavailable" });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const token = tokens.find((t) => t.access === bearer);
    if (!token || token.expiresAt <= Date.now()) return answer(401, { errors: "401 Unauthorized" });
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 100)));
    const paged = <T>(rows: T[]) => {
      res.setHeader("Total", String(rows.length));
      res.setHeader("Per-Page", String(perPage));
      return answer(200, rows.slice((page - 1) * perPage, page * perPage));
    };

    if (method === "GET" && path === "/rest/v1.0/companies") return paged([{ ...COMPANY, is_active: true }]);
    // Every other resource belongs to a company: Procore requires the header naming it.
    const companyHeader = Number(req.headers["procore-company-id"]);
    if (companyHeader !== COMPANY.id) {
      return answer(req.headers["procore-company-id"] ? 403 : 400, {
        errors: "Procore-Company-Id header is missing or names a company you cannot access",
      });
    }
    if (method === "GET" && path === "/rest/v1.0/projects") {
      return paged(PROJECTS.filter((p) => p.company_id === Number(url.searchParams.get("company_id"))));
    }
    if (method === "GET" && path === `/rest/v1.0/companies/${COMPANY.id}/submittal_types`) return paged(types);

    const projectOf = (id: unknown) => PROJECTS.find((p) => p.id === Number(id));
    if (path === "/rest/v1.0/specification_section_divisions" || path === "/rest/v1.0/specification_sections") {
      const projectId = method === "GET" ? url.searchParams.get("project_id") : body.project_id;
      if (!projectOf(projectId)) return answer(404, { errors: "Project not found" });
      const pid = Number(projectId);
      const divisions = path.endsWith("divisions");
      if (method === "GET") {
        return divisions ? paged(state.divisions.filter((d) => d.project_id === pid)) : paged(sectionRows(pid));
      }
      if (method !== "POST") return answer(404, { errors: "Not Found" });
      const fields = (divisions ? body.specification_section_division : body.specification_section) as
        Record<string, unknown> | undefined;
      const number = typeof fields?.number === "string" ? fields.number.trim() : "";
      if (!number) return answer(422, { errors: { number: ["can't be blank"] } });
      if (divisions) {
        const row = { id: nextId++, project_id: pid, number, description: String(fields?.description ?? "") };
        state.divisions.push(row);
        return answer(201, row);
      }
      if (state.sections.some((s) => s.project_id === pid && s.number === number)) {
        return answer(422, { errors: { number: ["has already been taken"] } });
      }
      const divisionId = fields?.specification_section_division_id;
      if (divisionId != null && !state.divisions.some((d) => d.id === divisionId && d.project_id === pid)) {
        return answer(422, { errors: { specification_section_division_id: ["does not exist"] } });
      }
      const row = {
        id: nextId++,
        project_id: pid,
        number,
        description: String(fields?.description ?? ""),
        division_id: typeof divisionId === "number" ? divisionId : null,
      };
      state.sections.push(row);
      return answer(201, sectionRow(row));
    }

    const match = /^\/rest\/v1\.0\/projects\/(\d+)\/submittals(?:\/(\d+))?$/.exec(path);
    if (!match || !projectOf(match[1])) return answer(404, { errors: "Not Found" });
    const pid = Number(match[1]);
    if (method === "GET" && !match[2]) return paged(state.submittals.filter((s) => s.project_id === pid));
    const fields = body.submittal as Record<string, unknown> | undefined;
    if (!fields || typeof fields !== "object") return answer(400, { errors: "param is missing: submittal" });
    const problem = submittalProblem(pid, fields);
    if (problem) return answer(422, { errors: problem });
    if (method === "POST" && !match[2]) {
      const row: FakeSubmittal = { id: nextId++, project_id: pid, ...pick(fields, emptySubmittal()) };
      state.submittals.push(row);
      const count = ++created;
      const answerCreate = () => {
        if (dropAt !== null && count >= dropAt) {
          dropAt = null;
          state.requests.push({ method, path, status: 0 });
          res.socket?.destroy(); // the create is kept, its answer never arrives
          return;
        }
        answer(201, row);
      };
      const held = state.onCreate?.(count);
      if (held) void held.then(answerCreate, answerCreate);
      else answerCreate();
      return;
    }
    const row = state.submittals.find((s) => s.project_id === pid && s.id === Number(match[2]));
    if (!row) return answer(404, { errors: "Submittal not found" });
    if (method === "PATCH") {
      Object.assign(row, pick(fields, row));
      return answer(200, row);
    }
    return answer(404, { errors: "Not Found" });
  }

  function submittalProblem(pid: number, fields: Record<string, unknown>): Record<string, string[]> | null {
    const sectionId = fields.specification_section_id;
    if (sectionId != null && !state.sections.some((s) => s.id === sectionId && s.project_id === pid)) {
      return { specification_section: ["does not exist"] };
    }
    if (fields.type != null && !types.some((t) => t.name === fields.type)) {
      return { type: [`'${String(fields.type)}' is not one of the company's Submittal Types`] };
    }
    if (typeof fields.title === "string" && fields.title.length > 255) {
      return { title: ["is too long (maximum is 255 characters)"] };
    }
    return scheduleProblem(fields);
  }

  /**
   * Procore's reference: `required_on_site_date` and `submit_by` are dates (YYYY-MM-DD), the three times integers in
   * days; lead time and required on site "can only be set by admins or if the project has schedule calculations
   * enabled", the two review times only with schedule calculations, Submit By only by admins.
   */
  function scheduleProblem(fields: Record<string, unknown>): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    const { scheduleCalculations, submittalsAdmin } = scheduleRules;
    const rules: [string, "date" | "days", boolean, string][] = [
      [
        "required_on_site_date",
        "date",
        scheduleCalculations || submittalsAdmin,
        "by admins or with schedule calculations",
      ],
      ["lead_time", "days", scheduleCalculations || submittalsAdmin, "by admins or with schedule calculations"],
      ["design_team_review_time", "days", scheduleCalculations, "if the project has schedule calculations enabled"],
      ["internal_review_time", "days", scheduleCalculations, "if the project has schedule calculations enabled"],
      ["submit_by", "date", submittalsAdmin, "by admins"],
    ];
    for (const [field, kind, allowed, who] of rules) {
      const value = fields[field];
      if (value == null) continue;
      if (!allowed) errors[field] = [`can only be set ${who}`];
      else if (kind === "date" && !isIsoDate(value)) errors[field] = ["is not a valid date"];
      else if (kind === "days" && !(Number.isInteger(value) && (value as number) >= 0)) {
        errors[field] = ["must be an integer greater than or equal to 0"];
      }
    }
    return Object.keys(errors).length > 0 ? errors : null;
  }

  const sectionRow = (s: FakeProcore["sections"][number]) => ({
    id: s.id,
    number: s.number,
    description: s.description,
    specification_section_division_id: s.division_id,
  });
  const sectionRows = (pid: number) => state.sections.filter((s) => s.project_id === pid).map(sectionRow);

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = parseBody(raw, req.headers["content-type"] ?? "");
      if (url.pathname.startsWith("/oauth/")) oauth(req, res, url, body);
      else if (url.pathname.startsWith("/rest/")) api(req, res, url, body);
      else send(res, 404, { error: "Not Found" });
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

const emptySubmittal = (): Omit<FakeSubmittal, "id" | "project_id"> => ({
  number: null,
  title: null,
  description: null,
  specification_section_id: null,
  type: null,
  required_on_site_date: null,
  lead_time: null,
  design_team_review_time: null,
  internal_review_time: null,
  submit_by: null,
});

/** A calendar date written YYYY-MM-DD that exists (no 2027-02-30). */
function isIsoDate(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function pick(fields: Record<string, unknown>, base: Omit<FakeSubmittal, "id" | "project_id">) {
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(emptySubmittal())) {
    if (key in fields) out[key] = fields[key] ?? null;
  }
  return out as Omit<FakeSubmittal, "id" | "project_id">;
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
