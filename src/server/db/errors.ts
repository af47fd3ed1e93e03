// Recognises PostgreSQL error codes through drizzle's wrapper, on both node-postgres and PGlite.

function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

export function isCheckViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23514";
}

/** The disk under the database or the file store is full: PostgreSQL's disk_full (53100) or the system's ENOSPC. */
export function isOutOfSpace(error: unknown): boolean {
  if (pgErrorCode(error) === "53100") return true;
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
    if (e instanceof Error && /No space left on device/i.test(e.message)) return true;
  }
  return false;
}

// PostgreSQL's connection_exception class (08…), and the server shutting down or starting (57P01-57P03).
const UNAVAILABLE_CODES = /^(08[0-9A-Z]{3}|57P0[123])$/;
// The system's answers when nothing listens, a connection drops or a host cannot be reached.
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
// node-postgres and PGlite say so only in words.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client was closed and is not queryable|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect|PGlite is clos(ed|ing))/;

/** The database cannot be reached right now (stopped, restarting, closed, the network down), as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code !== undefined && UNAVAILABLE_CODES.test(code)) return true;
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const errno = (e as { code?: unknown }).code;
    if (typeof errno === "string" && NETWORK_CODES.has(errno)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
