// Bounds what one log line can carry and keeps secrets out of it, whatever a caller passes to the logger.
import { capString } from "./cap-string";
import { toSafeError } from "./safe-error";
const MAX_ARRAY = 20;
const MAX_KEYS = 50;
const MAX_DEPTH = 4;

/**
 * Keys whose values are credentials or stand for them: never logged, whatever their shape. A Stripe checkout
 * session id is no credential and is logged as `checkoutSessionId` for reconciliation.
 */
const SECRET_KEY =
  /pass(word)?|secret|token|cookie|authori[sz]ation|^sid$|^session(id)?$|signature|hash|api[-_]?key|^params$|^parameters$/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a log field that is safe to write: errors scrubbed, secret-named keys redacted, strings, arrays and
 * objects bounded. Anything else (a request, a response) is left to the logger's own serializers.
 */
export function capLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return capString(value);
  if (value instanceof Error) return toSafeError(value);
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH && (Array.isArray(value) || isPlainObject(value))) return "[nested]";
  if (Array.isArray(value)) {
    const head = value.slice(0, MAX_ARRAY).map((v) => capLogValue(v, depth + 1));
    return value.length > MAX_ARRAY ? [...head, `… ${value.length - MAX_ARRAY} more`] : head;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (const key of keys.slice(0, MAX_KEYS)) {
    out[key] = SECRET_KEY.test(key) ? "[redacted]" : capLogValue(value[key], depth + 1);
  }
  if (keys.length > MAX_KEYS) out["…"] = `${keys.length - MAX_KEYS} more keys`;
  return out;
}
