// The browser API client (src/web/lib) against a real HTTP server on loopback: the spec's "status: body" errors,
// the server message shown in auth toasts, JSON headers only with a body, the current-user 401 rule, and every answer
// parsed with its contract schema: one of another shape (a changed server) is a ContractError naming the call and the
// field, through the query function and through a query client as a page uses it.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryObserver } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { currentUserSchema } from "../../src/contract/auth";
import { projectMembersSchema } from "../../src/contract/project-members";
import { apiJson, apiRequest, ContractError } from "../../src/web/lib/api-client";
import { errorMessageOr, serverMessage } from "../../src/web/lib/error-message";
import { createQueryClient, queryWith } from "../../src/web/lib/query-client";

const helloSchema = z.object({ hello: z.string() });

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
      } else if (req.url === "/api/members") {
        // A server that renamed a field and added a role the page does not know.
        const member = {
          userId: "u1",
          name: "Dana Lee",
          email: "dana@example.test",
          role: "reviewer",
          joined: "2026-12-02",
        };
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ members: [member], invitations: [] }));
      } else if (req.url === "/api/not-json") {
        res.writeHead(200, { "content-type": "text/html" }).end("<h1>Signed in through the proxy</h1>");
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
    expect(await apiJson(helloSchema, "POST", `${base}/api/ok`, { a: 1 })).toEqual({ hello: "world" });
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

describe("queryWith", () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof queryWith>
    >[0];

  it("joins the key with '/', GETs it and parses the answer", async () => {
    expect(await queryWith(helloSchema)(context([`${base}/api`, "ok"]))).toEqual({ hello: "world" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/api/ok" });
  });

  it("answers null on 401 for the current-user query and throws otherwise", async () => {
    const user = currentUserSchema.nullable();
    expect(await queryWith(user, { on401: "returnNull" })(context([`${base}/api/auth/user`]))).toBeNull();
    await expect(queryWith(user)(context([`${base}/api/auth/user`]))).rejects.toThrow(/^401: /);
    // A schema that does not allow null makes the 401 a contract error, not a null the page did not expect.
    await expect(
      queryWith(currentUserSchema, { on401: "returnNull" })(context([`${base}/api/auth/user`])),
    ).rejects.toBeInstanceOf(ContractError);
  });
});

describe("an answer that does not match the contract", () => {
  it("is a ContractError naming the call and the fields, from apiJson and from a query", async () => {
    const fromCall = await apiJson(projectMembersSchema, "GET", `${base}/api/members`).catch((e: unknown) => e);
    expect(fromCall).toBeInstanceOf(ContractError);
    const error = fromCall as ContractError;
    expect(error.call).toBe(`GET ${base}/api/members`);
    expect(error.issues.map((i) => i.path.join("."))).toEqual(["members.0.role", "members.0.since"]);
    expect(error.message).toMatch(
      /^The server's answer to GET .*\/api\/members is not what this page expects \(members\.0\.role: /,
    );

    const notJson = await apiJson(helloSchema, "GET", `${base}/api/not-json`).catch((e: unknown) => e);
    expect(notJson).toBeInstanceOf(ContractError);
    expect((notJson as ContractError).message).toContain("(the answer): not JSON");
  });

  it("a query that names no schema fails instead of reading the answer unchecked", async () => {
    const client = createQueryClient();
    const error = await client.fetchQuery({ queryKey: [`${base}/api/ok`] }).catch((e: unknown) => e);
    expect(String(error)).toContain("No contract schema for the query of");
    client.clear();
  });

  it("is the query's error, as a page reads it, and the data stays empty", async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: [`${base}/api/members`],
      queryFn: queryWith(projectMembersSchema),
    });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status !== "pending") {
          stop();
          resolve();
        }
      });
    });
    await settled;
    const result = observer.getCurrentResult();
    expect(result.status).toBe("error");
    expect(result.error).toBeInstanceOf(ContractError);
    expect(result.data).toBeUndefined();
    client.clear();
  });
});
