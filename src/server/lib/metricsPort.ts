import { createServer, type Server } from 'node:http'
import { AggregatorRegistry, type Registry } from 'prom-client'

/**
 * METRICS_PORT: GET /metrics on a port of its own, for a network only the monitoring reaches (no
 * token asked there; docs/OPERATIONS.md#metrics). `figures` answers the scrape: this process's
 * registry, or the cluster's figures gathered by the primary.
 */
export async function serveMetricsPort(port: number, host: string, figures: () => Promise<{ contentType: string; text: string }>): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    figures().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${(error as Error).message}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}

/** One process's figures. */
export const processFigures = (registry: Registry) => async () => ({ contentType: registry.contentType, text: await registry.metrics() })

/**
 * The cluster's figures, asked by the primary of every worker over IPC and summed (gauges the workers
 * share, such as what they read from the database, keep the highest instead).
 */
export function clusterFigures() {
  const aggregator = new AggregatorRegistry()
  return async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() })
}

/** In a cluster worker: answers the primary's requests for this registry's figures. */
export function answerClusterScrapes(registry: Registry): void {
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
}
