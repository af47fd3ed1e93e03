// The one way the SPA talks to the API: cookies always sent, JSON only when there is a body, non-ok → Error("status: body"),
// and every JSON answer parsed with its schema from src/contract (decision 0282): an answer of another shape is a
// ContractError naming the call and the fields, never a value cast to a type it does not have.
import type { z } from "zod";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }
}

/** A field of an answer that did not match the contract, as zod reports it. */
export type ContractIssue = { path: readonly PropertyKey[]; message: string };

/** Where an issue is: "members.0.role", or "(the answer)" for the whole body. */
function issuePlace(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(the answer)" : path.map(String).join(".");
}

/** The server answered a call with a body this version of the page cannot read (it was changed, or a proxy spoke). */
export class ContractError extends Error {
  constructor(
    /** "GET /api/scans/…" */
    readonly call: string,
    readonly issues: readonly ContractIssue[],
  ) {
    const shown = issues
      .slice(0, 3)
      .map((i) => `${issuePlace(i.path)}: ${i.message}`)
      .join("; ");
    const more = issues.length > 3 ? ` and ${issues.length - 3} more` : "";
    super(
      `The server's answer to ${call} is not what this page expects (${shown}${more}). Reload the page; if this stays, the app and the server are out of step.`,
    );
    this.name = "ContractError";
  }
}

/** `body` as the contract's `schema` reads it, or a ContractError for `call`. */
export function parseAnswer<S extends z.ZodType>(schema: S, call: string, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError(call, parsed.error.issues);
  return parsed.data;
}

/** A response's JSON body parsed with `schema`; a body that is not JSON is a ContractError too. */
export async function readAnswer<S extends z.ZodType>(schema: S, call: string, res: Response): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ContractError(call, [{ path: [], message: "not JSON" }]);
  }
  return parseAnswer(schema, call, body);
}

/** Product §8: a non-ok response becomes an error whose message is "status: body text" (status text when the body is empty). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends a request and returns the response when ok; for calls whose answer is not read, or read as a file. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** Sends a request and parses its JSON answer with the contract's `schema`. */
export async function apiJson<S extends z.ZodType>(
  schema: S,
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, body, headers);
  return readAnswer(schema, `${method} ${url}`, res);
}
