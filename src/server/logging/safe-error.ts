// An error as it may appear in a log: no query parameters, no SQL values, no row contents, bounded in size.
// Drizzle puts every parameter of a failed query (password hashes, session ids, whole PATCH bodies) into the
// error's message, stack and `params`; PostgreSQL's `detail` repeats the failing row.
import { capString } from "./cap-string";

/** Error fields that carry codes and names, never values. */
const SAFE_FIELDS = [
  "code",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
  "statusCode",
  "errno",
  "syscall",
] as const;

const MAX_MESSAGE = 1_000;
const MAX_STACK = 4_000;
const MAX_SQL = 300;
const MAX_CAUSES = 4;

export type SafeError = { type: string; message: string; stack?: string; cause?: SafeError; [field: string]: unknown };

/** The statement's shape with quoted literals and long runs of digits masked, so no value leaks through it. */
export function maskSql(sql: string): string {
  const masked = sql
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$\$[\s\S]*?\$\$/g, "$$?$$")
    .replace(/\b\d{4,}\b/g, "?")
    .replace(/\s+/g, " ")
    .trim();
  return capString(masked, MAX_SQL);
}

/** Removes what Drizzle appends to a failed query's message: "Failed query: <sql>\nparams: <values>". */
function scrubMessage(message: string): string {
  const failed = /^Failed query: ([\s\S]*?)(?:\nparams: [\s\S]*)?$/.exec(message);
  if (failed) return `Failed query: ${maskSql(failed[1] ?? "")}`;
  return capString(message.replace(/\nparams: [\s\S]*$/, ""), MAX_MESSAGE);
}

/** The stack's frames under the scrubbed message (the stack's first lines repeat the raw message). */
function scrubStack(stack: string, name: string, message: string): string {
  const firstFrame = stack.search(/\n\s+at /);
  const frames = firstFrame >= 0 ? stack.slice(firstFrame) : "";
  return capString(`${name}: ${message}${frames}`, MAX_STACK);
}

export function toSafeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: capString(typeof error === "string" ? error : "non-Error thrown", 200) };
  }
  const type = error.constructor.name || error.name;
  const message = scrubMessage(error.message);
  const safe: SafeError = { type, message };
  if (error.stack) safe.stack = scrubStack(error.stack, error.name, message);
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = capString(String(value), 100);
  }
  if (typeof fields.query === "string") safe.query = maskSql(fields.query);
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = toSafeError(error.cause, depth + 1);
  return safe;
}
