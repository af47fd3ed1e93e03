// Interfaces that follow conventions: an OpenAPI document of the real routes (each operation with an operationId, its
// error answers and the session cookie where it needs one, linted by Redocly), 405 with Allow for a known path asked
// with the wrong method, and a stable `code` beside every error message.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

type Schema = { $ref?: string; required?: string[]; properties?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  tags?: string[];
  requestBody?: unknown;
  parameters?: { in: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas?: Record<string, Schema>;
  };
  paths: Record<string, Record<string, Operation>>;
};

/** A schema as written, or the component schema its $ref names. */
const resolved = (doc: OpenApiDocument, schema: Schema | undefined) =>
  schema?.$ref ? doc.components.schemas?.[schema.$ref.replace("#/components/schemas/", "")] : schema;

const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

describe("API conventions", () => {
  let server: TestServer;
  let anonymous: HttpClient;
  beforeAll(async () => {
    server = await startTestServer();
    anonymous = new HttpClient(server.url);
  });
  afterAll(() => server?.close());

  it("serves an OpenAPI 3 document generated from the routes' schemas", async () => {
    const res = await anonymous.get<OpenApiDocument>("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Submittal Scanner API");
    for (const path of ["/api/login", "/api/register", "/api/scans", "/api/scans/{id}", "/api/admin/credits/add"]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // The login body comes from the same zod schema the route validates with.
    expect(JSON.stringify(doc.paths["/api/login"]?.post?.requestBody)).toContain("password");
    expect(Object.keys(doc.paths["/api/scans/{id}"] ?? {})).toEqual(expect.arrayContaining(["get", "patch", "delete"]));
  });

  it("names every operation, documents its errors with the error body and the cookie where a session is needed", async () => {
    const doc = (await anonymous.get<OpenApiDocument>("/api/openapi.json")).body;
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "sid" });
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(30);
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/scans/{id}"]?.get?.operationId).toBe("getScansById");

    for (const { method, path, operation } of all) {
      const name = `${method} ${path}`;
      expect(operation.security, name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // The readiness check answers 503 with its own report of which check failed.
        if (Number(status) < 400 || path === "/readyz") continue;
        expect(resolved(doc, response.content?.["application/json"]?.schema)?.required, `${name} ${status}`).toEqual([
          "message",
          "code",
        ]);
      }
      // Each operation answers a signed-out caller with a status it documents: 401 when it needs the session (or 400
      // when its body or a required query parameter is checked first), anything but 401 when it does not.
      const secured = operation.security!.length > 0;
      const url = path.replace(/\{[^}]+\}/g, "0b1c6f0e-1b9e-4c1a-9a53-0d5e1f3c1a11");
      const res = await anonymous.json(method, url, ["GET", "HEAD"].includes(method) ? undefined : {});
      expect(Object.keys(operation.responses ?? {}), `${name} answered ${res.status}`).toContain(String(res.status));
      const checkedFirst = operation.requestBody || operation.parameters?.some((p) => p.in === "query" && p.required);
      if (secured) expect(checkedFirst ? [400, 401] : [401], name).toContain(res.status);
      else expect(res.status, name).not.toBe(401);
    }
    const responses = (method: string, path: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(responses("patch", "/api/scans/{id}")).toEqual(expect.arrayContaining(["409", "412", "413", "429"]));
    expect(responses("post", "/api/scans")).toEqual(expect.arrayContaining(["402", "413", "429", "503"]));
    expect(responses("get", "/api/admin/users")).toEqual(expect.arrayContaining(["401", "403"]));
    expect(doc.paths["/api/login"]?.post?.security).toEqual([]);
  });

  it("files every operation under one feature's tag and writes the shared schemas once, as components", async () => {
    const doc = (await anonymous.get<OpenApiDocument>("/api/openapi.json")).body;
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    expect([...declared.keys()]).toEqual(expect.arrayContaining(["Scans", "Projects", "Procore", "Autodesk Build"]));
    for (const description of declared.values()) expect(description).toBeTruthy();
    const all = operations(doc);
    for (const { method, path, operation } of all) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(declared.has(operation.tags![0]!), `${method} ${path}: ${operation.tags![0]}`).toBe(true);
    }
    const tagOf = (method: string, path: string) => doc.paths[path]?.[method]?.tags?.[0];
    expect(tagOf("get", "/api/scans/{id}")).toBe("Scans");
    expect(tagOf("post", "/api/scans/{id}/procore/send")).toBe("Procore");
    expect(tagOf("post", "/api/scans/{id}/autodesk/send")).toBe("Autodesk Build");
    expect(tagOf("get", "/api/projects/{id}/register")).toBe("Projects");
    expect(tagOf("post", "/api/login")).toBe("Account");
    expect(tagOf("get", "/api/admin/users")).toBe("Admin");

    // The error body, the register and the scan are components every operation that answers them references.
    const json = (method: string, path: string, status: string) =>
      doc.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema;
    expect(json("get", "/api/scans/{id}", "401")).toEqual({ $ref: "#/components/schemas/ApiError" });
    expect(json("get", "/api/scans/{id}", "200")).toEqual({ $ref: "#/components/schemas/ScanDetail" });
    expect(json("patch", "/api/scans/{id}", "200")).toEqual({ $ref: "#/components/schemas/ScanDetail" });
    expect(Object.keys(doc.components.schemas ?? {})).toEqual(
      expect.arrayContaining(["ApiError", "ScanDetail", "ExtractedData", "Submittal", "ProjectChange"]),
    );
    expect(JSON.stringify(doc.components.schemas?.ExtractedData)).toContain('"#/components/schemas/Submittal"');
    // Every component is referenced, and every reference names a component.
    const text = JSON.stringify(doc);
    const referenced = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...referenced].sort()).toEqual(Object.keys(doc.components.schemas ?? {}).sort());
  });

  it("serves a document that passes Redocly's recommended lint (redocly.yaml)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify((await anonymous.get("/api/openapi.json")).body));
      const lint = await promisify(execFile)("node_modules/.bin/redocly", ["lint", file, "--format", "stylish"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      }).catch((error: { stdout: string; stderr: string }) => error);
      expect(`${lint.stdout}${lint.stderr}`).toContain("Your API description is valid");
      // A problem is reported as "line:column  error|warning  rule  message".
      expect(`${lint.stdout}${lint.stderr}`).not.toMatch(/^\s*\d+:\d+\s+(error|warning)\s/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("answers a known path with a method it does not take with 405 and Allow", async () => {
    const res = await anonymous.fetch("/api/login", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });

    const { client } = await registerUser(server);
    const scan = await client.fetch("/api/scans/0b1c6f0e-1b9e-4c1a-9a53-0d5e1f3c1a11", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(scan.status).toBe(405);
    expect(scan.headers.get("allow")?.split(", ")).toEqual(expect.arrayContaining(["GET", "PATCH", "DELETE"]));

    const unknown = await anonymous.fetch("/api/no-such-thing", { method: "GET" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("gives every error a stable code beside its message", async () => {
    expect((await anonymous.get("/api/auth/user")).body).toMatchObject({ code: "UNAUTHORIZED" });
    const bad = await anonymous.post("/api/login", { email: "not an e-mail", password: "x" });
    expect(bad).toMatchObject({ status: 400, body: { code: "BAD_REQUEST" } });
    const wrong = await anonymous.post("/api/login", { email: "nobody@example.test", password: "whatever1" });
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid email or password", code: "UNAUTHORIZED" } });
  });
});
