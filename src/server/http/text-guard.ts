// Refuses text PostgreSQL cannot store before any handler sees it: a NUL character (text and jsonb reject it) or an
// unpaired UTF-16 surrogate (not encodable as UTF-8), anywhere in a JSON body or the query string.
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

export const BAD_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates.";

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string (key or value) in a parsed JSON value cannot be stored. */
export function hasUnstorableText(value: unknown): boolean {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasUnstorableText(request.query) || (!Buffer.isBuffer(request.body) && hasUnstorableText(request.body))) {
      throw new AppError("bad_request", BAD_TEXT_MESSAGE);
    }
  });
}
