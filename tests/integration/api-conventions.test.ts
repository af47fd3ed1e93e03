// Interfaces that follow conventions: an OpenAPI document of the real routes, 405 with Allow for a known path
// asked with the wrong method, and a stable `code` beside every error message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "./helpers/http-client";
import { startTestServer, type TestServer } from "./helpers/test-server";
import { registerUser } from "./helpers/users";

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
};

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
