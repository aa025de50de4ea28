import type { Metric, MetricValueWithName, Registry } from 'prom-client'

/**
 * A Prometheus histogram of requests by method, route template and status, cheap enough for every
 * request of the screens' hot path. prom-client's own `Histogram.observe` hashes and checks its
 * labels on each call (about 1.5 µs on a loaded 2-core machine, a few percent of a poll); here a
 * route's series are found with one map read and counted in a typed array, and turned into
 * Prometheus's shape only when scraped. It registers like any prom-client metric (`registerMetric`),
 * and its figures add up across a cluster's workers.
 */
export interface RouteHistogram {
  /** One request of `route` (its template), answered with `status` after `seconds`. */
  observe(method: string, route: string, status: number, seconds: number): void
  /** The registry's view of it. */
  readonly name: string
  readonly help: string
  readonly type: 'histogram'
  readonly aggregator: 'sum'
  get(): Promise<{ name: string; help: string; type: 'histogram'; values: MetricValueWithName<string>[]; aggregator: 'sum' }>
  reset(): void
}

/** Adds it to `registry` (prom-client's types know only its own classes; the registry asks for `name` and `get()`). */
export function registerRouteHistogram(registry: Registry, histogram: RouteHistogram): void {
  registry.registerMetric(histogram as unknown as Metric)
}

interface Series {
  method: string
  route: string
  status: string
  /** Per bucket (not cumulative), then the count beyond the last bound. */
  buckets: Float64Array
  count: number
  sum: number
}

export function createRouteHistogram(name: string, help: string, bounds: readonly number[]): RouteHistogram {
  /** route → status → method → series: no string is built per request. */
  let byRoute = new Map<string, Map<number, Map<string, Series>>>()

  function seriesOf(method: string, route: string, status: number): Series {
    let byStatus = byRoute.get(route)
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, Map<string, Series>>()))
    let byMethod = byStatus.get(status)
    if (!byMethod) byStatus.set(status, (byMethod = new Map<string, Series>()))
    let series = byMethod.get(method)
    if (!series) byMethod.set(method, (series = { method, route, status: String(status), buckets: new Float64Array(bounds.length + 1), count: 0, sum: 0 }))
    return series
  }

  return {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    observe(method, route, status, seconds) {
      const series = seriesOf(method, route, status)
      let bucket = 0
      while (bucket < bounds.length && seconds > bounds[bucket]) bucket += 1
      series.buckets[bucket] += 1
      series.count += 1
      series.sum += seconds
    },
    async get() {
      const values: MetricValueWithName<string>[] = []
      for (const byStatus of byRoute.values()) {
        for (const byMethod of byStatus.values()) {
          for (const series of byMethod.values()) {
            const labels = { method: series.method, route: series.route, status: series.status }
            let cumulative = 0
            bounds.forEach((bound, index) => {
              cumulative += series.buckets[index]
              values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative })
            })
            values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: series.count })
            values.push({ metricName: `${name}_sum`, labels, value: series.sum })
            values.push({ metricName: `${name}_count`, labels, value: series.count })
          }
        }
      }
      return { name, help, type: 'histogram', values, aggregator: 'sum' }
    },
    reset() {
      byRoute = new Map()
    },
  }
}
