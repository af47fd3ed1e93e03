// Pulls the server's `{ message }` out of an API error for toasts; callers supply the spec's fallback text. Checked by
// hand rather than with the contract's error schema, whose `code` an answer from something in front of the server
// may lack: any message is better than the fallback.
import type { ApiError } from "../../contract/api-error";

/** The API's error body, its code optional: an answer from something in front of the server may carry none. */
type ErrorBody = Omit<ApiError, "code"> & Partial<Pick<ApiError, "code">>;

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === "string" && (code === undefined || typeof code === "string");
}

function serverError(error: unknown) {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[1] ?? "");
    return isErrorBody(parsed) ? { message: parsed.message, code: parsed.code } : undefined;
  } catch {
    // Not JSON (a proxy's error page, a bare status text): nothing a user should read; the caller's fallback is clearer.
    return undefined;
  }
}

/** The server's message carried by an error from `apiRequest` ("400: {\"message\":\"…\"}"), or undefined. */
export function serverMessage(error: unknown): string | undefined {
  const message = serverError(error)?.message;
  return message?.trim() ? message : undefined;
}

/** The server's error `code` ("PASSWORD_REQUIRED"), or undefined. */
export function serverCode(error: unknown): string | undefined {
  return serverError(error)?.code;
}

export function errorMessageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
