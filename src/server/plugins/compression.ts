import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves (nginx's gzip_min_length). */
export const COMPRESS_THRESHOLD_BYTES = 1024
/** Where the web build's files are served (plugins/web.ts). */
export const ASSETS_PREFIX = '/assets/'

/**
 * Compressed answers (brotli or gzip, as the client accepts) for the JSON, GraphQL and pages above the threshold.
 * Registered before the routes: each route gets its hook when it is added. Not compressed: the web apps' assets, sent
 * as the build compressed them (plugins/buildAssets.ts); the push streams, written straight to the socket; and the class
 * screen's hot calls (poll, heartbeat, its own read), answered from memory thousands of times a minute on the studio's
 * network, where the CPU a compression costs matters more than the bytes (routes/screens/device.ts,
 * docs/FLEET.md#measuring-it). The heartbeat gzips its answer itself, from its workout compressed once
 * (lib/stitchedGzip.ts).
 */
async function compressionPlugin(app: FastifyInstance) {
  // The assets have their compressed copies beside them; one without is below the threshold. Set before the
  // compressor's own hook reads it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ASSETS_PREFIX)) route.config = { ...route.config, compress: false }
  })
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are never compressed by our clients: no decompression hook on every route.
    globalDecompression: false,
  })
}

export default fp(compressionPlugin, { name: 'compression' })
