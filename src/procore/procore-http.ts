// Every call to Procore's REST API goes through here: the Procore-Company-Id header, a token refreshed once on a 401,
// pacing by X-Rate-Limit-* (a pause until the window resets when none remain), and waits on 429 and on 503 with
// Retry-After. Procore has no batch route, so a send is one request per change.

export type TokenSource = {
  accessToken: () => Promise<string>;
  /** A new access token after a 401; throws when the connection cannot be refreshed. */
  refresh: () => Promise<string>;
};

export type ProcoreHttpOptions = {
  apiUrl: string;
  companyId: number | null;
  tokens: TokenSource;
  signal?: AbortSignal;
  /** Attempts for one request through network errors and 5xx before it fails (default 5). */
  attempts?: number;
  /** Longest single wait in ms (a test lowers it); default 1 hour, Procore's hourly window. */
  maxWaitMs?: number;
  /** Called with each request made, for counting. */
  onRequest?: (method: string, path: string) => void;
};

export type ProcoreResponse = { status: number; body: unknown };

export class ProcoreError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ProcoreError";
  }
}

/** Procore's error bodies: `{errors: {field: [..]}}`, `{errors: ".."}`, `{error: ".."}` or `{message: ".."}`. */
export function procoreMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const errors = b.errors ?? b.error ?? b.message;
    if (typeof errors === "string") return errors;
    if (Array.isArray(errors)) return errors.map(String).join("; ");
    if (errors && typeof errors === "object") {
      return Object.entries(errors as Record<string, unknown>)
        .map(([field, v]) => `${field} ${Array.isArray(v) ? v.join(", ") : String(v)}`)
        .join("; ");
    }
  }
  return typeof body === "string" && body ? body.slice(0, 300) : "no message";
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

export class ProcoreHttp {
  requests = 0;
  private remaining: number | null = null;
  private resetAtMs = 0;

  constructor(private readonly options: ProcoreHttpOptions) {}

  /** JSON in and out; a 2xx or 422 answers, anything else after retries throws ProcoreError. */
  async request(method: string, path: string, body?: unknown): Promise<ProcoreResponse> {
    const attempts = this.options.attempts ?? 5;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      await this.paceBeforeRequest();
      let response: Response;
      try {
        response = await this.send(method, path, body, await this.options.tokens.accessToken());
      } catch (error) {
        if (this.options.signal?.aborted) throw error;
        // A create cut off in flight may have been made: sending it again could make a second copy. The caller
        // finds out from Procore's list instead (send-submittals.ts).
        if (method === "POST" || attempt >= attempts) {
          throw new ProcoreError(`Procore could not be reached (${errorText(error)})`, null);
        }
        await sleep(backoffMs(attempt), this.options.signal);
        continue;
      }
      this.readRateHeaders(response);
      const parsed = await readBody(response);
      if (response.ok || response.status === 422) return { status: response.status, body: parsed };
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        await this.options.tokens.refresh();
        continue;
      }
      if ((response.status === 429 || response.status >= 500) && attempt < attempts) {
        await sleep(this.waitAfter(response, attempt), this.options.signal);
        continue;
      }
      throw new ProcoreError(`Procore answered ${response.status}: ${procoreMessage(parsed)}`, response.status);
    }
  }

  private async send(method: string, path: string, body: unknown, token: string): Promise<Response> {
    this.requests++;
    this.options.onRequest?.(method, path);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
    if (this.options.companyId !== null) headers["procore-company-id"] = String(this.options.companyId);
    if (body !== undefined) headers["content-type"] = "application/json";
    return fetch(new URL(path, this.options.apiUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: this.options.signal,
    });
  }

  private readRateHeaders(response: Response): void {
    const remaining = Number(response.headers.get("x-rate-limit-remaining"));
    const reset = Number(response.headers.get("x-rate-limit-reset"));
    if (response.headers.has("x-rate-limit-remaining") && Number.isFinite(remaining)) this.remaining = remaining;
    if (response.headers.has("x-rate-limit-reset") && Number.isFinite(reset)) this.resetAtMs = reset * 1000;
  }

  /** Procore's advice: when X-Rate-Limit-Remaining reaches 0, pause until after X-Rate-Limit-Reset. */
  private async paceBeforeRequest(): Promise<void> {
    if (this.remaining === null || this.remaining > 0) return;
    const wait = this.resetAtMs - Date.now();
    this.remaining = null;
    if (wait > 0) await sleep(Math.min(wait + 50, this.maxWait()), this.options.signal);
  }

  private waitAfter(response: Response, attempt: number): number {
    const retryAfter = Number(response.headers.get("retry-after"));
    if (response.headers.has("retry-after") && Number.isFinite(retryAfter)) {
      return Math.min(retryAfter * 1000, this.maxWait());
    }
    if (response.status === 429 && this.resetAtMs > Date.now()) {
      return Math.min(this.resetAtMs - Date.now() + 50, this.maxWait());
    }
    return backoffMs(attempt);
  }

  private maxWait(): number {
    return this.options.maxWaitMs ?? 3_600_000;
  }
}

const backoffMs = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 8000);

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
