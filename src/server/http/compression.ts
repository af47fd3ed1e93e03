// Response compression (docs/decisions/0241-responses-compressed-by-content-type-above-1-kb.md): JSON, HTML, CSS,
// JavaScript and SVG above 1 KB are sent brotli or gzip encoded when the client accepts it. Files that are compressed
// already (PDF, XLSX, PNG, anything sent as octet-stream) and the progress WebSocket are left as they are, and request
// bodies are never inflated: a body's size limit holds for the bytes received.
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

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

/** Must run before the routes are added: the plugin attaches itself to each route as it is registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });
}
