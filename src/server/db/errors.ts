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
