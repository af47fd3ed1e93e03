// The browser API client (src/web/lib) against a real HTTP server on loopback: the spec's "status: body" errors,
// the server message shown in auth toasts, JSON headers only with a body, and the current-user 401 rule.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJson, apiRequest } from "../../src/web/lib/api-client";
import { errorMessageOr, serverMessage } from "../../src/web/lib/error-message";
import { getQueryFn } from "../../src/web/lib/query-client";

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === "/api/ok") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ hello: "world" }));
      } else if (req.url === "/api/bad") {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "Email taken" }));
      } else if (req.url === "/api/empty") {
        res.writeHead(503).end();
      } else if (req.url === "/api/auth/user") {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not signed in" }));
      } else {
        res.writeHead(500, { "content-type": "text/html" }).end("<h1>Proxy error</h1>");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends JSON only when there is a body", async () => {
    expect(await apiJson("POST", `${base}/api/ok`, { a: 1 })).toEqual({ hello: "world" });
    await apiRequest("GET", `${base}/api/ok`);
    const [post, get] = seen.slice(-2);
    expect(post?.headers["content-type"]).toBe("application/json");
    expect(post?.body).toBe('{"a":1}');
    expect(get?.headers["content-type"]).toBeUndefined();
    expect(get?.body).toBe("");
  });

  it('turns a non-ok response into "status: body", or the status text when the body is empty', async () => {
    await expect(apiRequest("POST", `${base}/api/bad`, {})).rejects.toThrow('400: {"message":"Email taken"}');
    await expect(apiRequest("GET", `${base}/api/empty`)).rejects.toThrow("503: Service Unavailable");
  });
});

describe("serverMessage", () => {
  it("extracts the server's message for toasts and falls back otherwise", async () => {
    const bad = await apiRequest("POST", `${base}/api/bad`, {}).catch((e: unknown) => e);
    expect(serverMessage(bad)).toBe("Email taken");
    const html = await apiRequest("GET", `${base}/api/html`).catch((e: unknown) => e);
    expect(serverMessage(html)).toBeUndefined();
    expect(errorMessageOr(html, "Invalid email or password")).toBe("Invalid email or password");
    expect(errorMessageOr(new TypeError("Failed to fetch"), "Upload failed")).toBe("Upload failed");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it("joins the key with '/' and GETs it", async () => {
    expect(await getQueryFn({ on401: "throw" })(context([`${base}/api`, "ok"]))).toEqual({ hello: "world" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/api/ok" });
  });

  it("answers null on 401 for the current-user query and throws otherwise", async () => {
    expect(await getQueryFn({ on401: "returnNull" })(context([`${base}/api/auth/user`]))).toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context([`${base}/api/auth/user`]))).rejects.toThrow(/^401: /);
  });
});
