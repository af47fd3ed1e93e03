// Response compression (docs/decisions/0241-responses-compressed-by-content-type-above-1-kb.md): JSON, HTML, CSS,
// JavaScript and SVG above 1 KB are sent brotli or gzip encoded when the client accepts it. Files that are compressed
// already (PDF, XLSX, PNG, anything sent as octet-stream) and the progress WebSocket are left as they are, and request
// bodies are never inflated: a body's size limit holds for the bytes received.
// A route that keeps its encoded bodies (the scan detail, decision 0272) encodes them here, with the plugin's choice of
// encoding and the plugin's settings, so its bytes are the ones the plugin would send.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, type BrotliOptions } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Below this many bytes an encoded body saves less than the headers it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality 5: on a 1,000-item register (503 KB of JSON) 26 KB in about 8 ms, where the plugin's default 4 gives
 * 32 KB (more than gzip's 30 KB) and 6 gives 24 KB in about 12 ms (bench/response-compression.ts).
 */
export const BROTLI_QUALITY = 5;

/** Text formats only: JSON, any text/* but event streams, JavaScript, SVG. */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?json|application\/javascript|image\/svg\+xml)(?:;|$)/i;

/** The encodings sent, in the server's order of preference. */
const ENCODINGS = ["br", "gzip"] as const;
export type ResponseEncoding = (typeof ENCODINGS)[number] | "identity";

const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** Must run before the routes are added: the plugin attaches itself to each route as it is registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    // No zlibOptions: gzip at zlib's defaults (level 6), as encodeBody below.
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });
}

/**
 * The encoding the plugin would pick for this request's Accept-Encoding (its own reading of the header: `*` and
 * `x-gzip` stand for gzip, q-values weigh, brotli wins a tie), before the size threshold is applied.
 */
export function requestedEncoding(request: Pick<FastifyRequest, "headers">): ResponseEncoding {
  const header = request.headers["accept-encoding"];
  if (header === undefined || request.headers["x-no-compression"] !== undefined) return "identity";
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, "gzip"), [...ENCODINGS]);
  return chosen === "br" || chosen === "gzip" ? chosen : "identity";
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON body encoded as the plugin would send it: as it is under the threshold or for `identity`, else brotli or gzip
 * with the plugin's settings (in the thread pool, off the event loop).
 */
export async function encodeBody(
  json: Buffer,
  wanted: ResponseEncoding,
): Promise<{ encoding: ResponseEncoding; body: Buffer }> {
  if (wanted === "identity" || json.length < COMPRESSION_THRESHOLD_BYTES) return { encoding: "identity", body: json };
  const body = wanted === "br" ? await brotliAsync(json, BROTLI_OPTIONS) : await gzipAsync(json);
  return { encoding: wanted, body };
}
