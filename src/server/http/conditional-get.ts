// A GET (or HEAD) whose If-None-Match names the entity tag the answer carries is answered 304 Not Modified, without
// the body: a client that kept the register it last read does not download it again.
import type { FastifyInstance } from "fastify";

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === bare(etag));
}

export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    if (reply.statusCode !== 200) return payload;
    const etag = reply.getHeader("etag");
    if (typeof etag !== "string") return payload;
    if (!ifNoneMatchMatches(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    reply.removeHeader("content-length");
    reply.removeHeader("content-type");
    // Set by a route that sends its body encoded already (the scan detail): a 304 has no body to be encoded.
    reply.removeHeader("content-encoding");
    return null;
  });
}
