// Every call to a connected service's REST API (Procore, Autodesk) goes through here: a bearer token refreshed once on
// a 401, pacing by X-Rate-Limit-* when the service sends them (a pause until the window resets when none remain),
// waits on 429 and on 503 with Retry-After, and retries of reads and updates through network errors and 5xx. A create
// is never sent twice after its answer was lost: the caller finds out from the service's list instead.

export type TokenSource = {
  accessToken: () => Promise<string>;
  /** A new access token after a 401; throws when the connection cannot be refreshed. */
  refresh: () => Promise<string>;
};

export type PacedHttpOptions = {
  /** The service's name in error messages: "Procore", "Autodesk". */
  service: string;
  apiUrl: string;
  tokens: TokenSource;
  /** Headers sent with every request besides the token (Procore's company header). */
  headers?: Record<string, string>;
  /** Statuses answered to the caller rather than thrown, besides 2xx (a refusal to report with the service's words). */
  answered?: readonly number[];
  signal?: AbortSignal;
  /** Attempts for one request through network errors, 429 and 5xx before it fails (default 5). */
  attempts?: number;
  /** Longest single wait in ms (a test lowers it); default 1 hour. */
  maxWaitMs?: number;
  /** Called with each request made, for counting. */
  onRequest?: (method: string, path: string) => void;
};

export type RemoteResponse = { status: number; body: unknown };

export class RemoteError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "RemoteError";
  }
}

/** Error bodies of REST APIs: `{errors: {field: [..]}}`, `{errors: [..]}`, `{error: ".."}`, `{message: ".."}`. */
export function remoteMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const errors = b.errors ?? b.error ?? b.message ?? b.detail;
    if (typeof errors === "string") return errors;
    if (Array.isArray(errors)) return errors.map(errorItemText).join("; ");
    if (errors && typeof errors === "object") {
      return Object.entries(errors as Record<string, unknown>)
        .map(([field, v]) => `${field} ${Array.isArray(v) ? v.join(", ") : String(v)}`)
        .join("; ");
    }
  }
  return typeof body === "string" && body ? body.slice(0, 300) : "no message";
}

function errorItemText(item: unknown): string {
  if (item && typeof item === "object") {
    const i = item as Record<string, unknown>;
    const text = i.detail ?? i.title ?? i.message;
    if (typeof text === "string") return text;
  }
  return String(item);
}

export const sleep = (ms: number, signal?: AbortSignal) =>
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

export class PacedHttp {
  requests = 0;
  private remaining: number | null = null;
  private resetAtMs = 0;

  constructor(private readonly options: PacedHttpOptions) {}

  /** JSON in and out; a 2xx or an `answered` status answers, anything else after retries throws RemoteError. */
  async request(method: string, path: string, body?: unknown): Promise<RemoteResponse> {
    const { service } = this.options;
    const attempts = this.options.attempts ?? 5;
    const answered = this.options.answered ?? [422];
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      await this.paceBeforeRequest();
      let response: Response;
      try {
        response = await this.send(method, path, body, await this.options.tokens.accessToken());
      } catch (error) {
        if (this.options.signal?.aborted) throw error;
        // A create cut off in flight may have been made: sending it again could make a second copy.
        if (method === "POST" || attempt >= attempts) {
          throw new RemoteError(`${service} could not be reached (${errorText(error)})`, null);
        }
        await sleep(backoffMs(attempt), this.options.signal);
        continue;
      }
      this.readRateHeaders(response);
      const parsed = await readBody(response);
      if (response.ok || answered.includes(response.status)) return { status: response.status, body: parsed };
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        await this.options.tokens.refresh();
        continue;
      }
      if ((response.status === 429 || response.status >= 500) && attempt < attempts) {
        await sleep(this.waitAfter(response, attempt), this.options.signal);
        continue;
      }
      throw new RemoteError(`${service} answered ${response.status}: ${remoteMessage(parsed)}`, response.status);
    }
  }

  private async send(method: string, path: string, body: unknown, token: string): Promise<Response> {
    this.requests++;
    this.options.onRequest?.(method, path);
    const headers: Record<string, string> = {
      ...this.options.headers,
      authorization: `Bearer ${token}`,
      accept: "application/json",
    };
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

  /** When X-Rate-Limit-Remaining reaches 0, pause until after X-Rate-Limit-Reset (Procore's advice). */
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
