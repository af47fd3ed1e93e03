// Logger settings for every process (web server, scan worker): whatever is passed to a log call goes through
// capLogValue, so a failed query's parameters, a secret-named field or a megabyte body never reaches a log line.
import type { LoggerOptions } from "pino";
import { capLogValue } from "./cap-log-value";
import { capString } from "./cap-string";
import { redactUrl } from "./redact-url";
import { toSafeError } from "./safe-error";

const MAX_URL = 500;

type LoggedRequest = { method?: string; url?: string; ip?: string; host?: string };

function safeArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const text = rest.map((a) => (typeof a === "string" ? capString(a) : capLogValue(a)));
  if (first instanceof Error) {
    const err = toSafeError(first);
    return [{ err }, ...(text.length > 0 ? text : [err.message])];
  }
  if (typeof first === "string") return [capString(first), ...text];
  const fields = capLogValue(first);
  const err = (fields as { err?: { message?: unknown } } | undefined)?.err;
  // pino takes the message from the raw error when none is given; give it the scrubbed one instead.
  if (text.length === 0 && typeof err?.message === "string") return [fields, err.message];
  return [fields, ...text];
}

export function safeLoggerOptions(level: string, name?: string): LoggerOptions {
  return {
    level,
    ...(name ? { name } : {}),
    hooks: {
      logMethod(args, method) {
        method.apply(this, safeArgs(args) as Parameters<typeof method>);
      },
    },
    serializers: {
      err: (value: unknown) => (value instanceof Error ? toSafeError(value) : value),
      // Fastify's request summary, with the URL bounded (a query string can be most of 16 KB of headers) and the
      // tokens of e-mailed links hidden.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: capString(redactUrl(request.url ?? ""), MAX_URL),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
