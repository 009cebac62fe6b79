import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text answers (the API's JSON, the app's page) that the client accepts compressed: brotli when it
 * is accepted, else gzip. Brotli at quality 4 costs about what gzip's default does and is still
 * smaller; the built scripts are compressed once at build (decision 0040) and served as they are.
 * Not compressed: Server-Sent Events (each event must leave at once), files already compressed
 * (spreadsheets, images, `application/octet-stream`), partial content, and request bodies, which
 * are read as sent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/u,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
