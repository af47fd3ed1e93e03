// fetch with a cookie jar: one instance is one browser-like client with its own session.

export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Raw request; stores Set-Cookie answers and sends the jar back. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has("cookie")) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    return response;
  }

  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<JsonResponse<T>> {
    return this.json<T>("GET", path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>> {
    return this.json<T>("POST", path, body, headers);
  }

  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>> {
    return this.json<T>("PATCH", path, body, headers);
  }

  delete<T = unknown>(path: string, headers?: Record<string, string>): Promise<JsonResponse<T>> {
    return this.json<T>("DELETE", path, undefined, headers);
  }

  /** Sends `body` as JSON (when given) and parses a JSON answer (body is null when there is none). */
  async json<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { "content-type": "application/json", ...headers };
    }
    const response = await this.fetch(path, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
  }

  private storeCookie(line: string): void {
    const [pair, ...attributes] = line.split(";");
    const eq = pair?.indexOf("=") ?? -1;
    if (!pair || eq < 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
