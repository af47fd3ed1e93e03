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
