/**
 * The Prometheus metrics (prom-client), served by GET /metrics (src/app/metrics/route.ts).
 *
 * They live in prom-client's own registry, not in a module variable: the server's entry (which
 * counts requests) and Next's bundles (the route that serves them, the GraphQL caches) each hold a
 * copy of this module, and a copy's metrics would be invisible to the others. prom-client is loaded
 * from node_modules by name in both (esbuild's `packages: 'external'`, Next's
 * `serverExternalPackages`), so its registry is one per process, and each copy takes a metric that
 * another made (a second registration of a name throws).
 */
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type Metric,
  register,
} from 'prom-client'

export { register as metricsRegistry }

const PREFIX = 'collegium_'

function metric<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(PREFIX + name) as T | undefined) ?? make(PREFIX + name)
}

/** Requests answered, by route kind and status class (`2xx`…). */
export const httpRequests = metric(
  'http_requests_total',
  (name) =>
    new Counter({ name, help: 'HTTP requests answered', labelNames: ['kind', 'status'] as const }),
)

/** How long requests took, by route kind and status class. */
export const httpDuration = metric(
  'http_request_duration_seconds',
  (name) =>
    new Histogram({
      name,
      help: 'HTTP request duration in seconds',
      labelNames: ['kind', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

/** Lookups of an in-process cache, by cache and result (`hit`, `miss`). */
export const cacheLookups = metric(
  'cache_lookups_total',
  (name) =>
    new Counter({
      name,
      help: 'Lookups of an in-process cache',
      labelNames: ['cache', 'result'] as const,
    }),
)

/** Jobs of Payload's queue by state (`waiting`, `failed`), counted when scraped. */
export const jobs = metric(
  'jobs',
  (name) => new Gauge({ name, help: 'Jobs in the queue', labelNames: ['state'] as const }),
)

/**
 * Callback requests whose mail to the firm failed: `retrying` (an attempt failed, retries left),
 * `failed` (retries spent), counted when scraped.
 */
export const callbackMails = metric(
  'callback_mails',
  (name) =>
    new Gauge({
      name,
      help: 'Callback requests whose notification mail failed',
      labelNames: ['state'] as const,
    }),
)

/** Starts prom-client's process metrics (event-loop delay, heap, GC…) once per process. */
export function collectProcessMetrics(): void {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics()
}
