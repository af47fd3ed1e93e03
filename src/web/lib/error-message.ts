// Pulls the server's `{ message }` out of an API error for toasts; callers supply the spec's fallback text.
import { errorResponseSchema } from "../../contract/auth";

function serverError(error: unknown) {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(match[1] ?? ""));
    return parsed.success ? parsed.data : undefined;
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
