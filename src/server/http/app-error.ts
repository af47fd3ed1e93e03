// The one error type services throw; its code decides the HTTP status, its message is shown to the user.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** Verifying the administrator's address needs a new password with it (src/server/auth/email-verification.ts). */
  password_required: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /**
   * The seconds the client is told to wait (Retry-After): a 429 sends it when set, a 503 always (default
   * SERVICE_UNAVAILABLE_RETRY_AFTER_S).
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";
export const OUT_OF_STORAGE_MESSAGE = "The server is out of storage space; try again later.";
export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a minute.";
/** Seconds a client is told to wait (Retry-After) when the database is down. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 60;
export const STORE_UNAVAILABLE_MESSAGE = "Uploaded files cannot be reached right now; try again in a moment.";
