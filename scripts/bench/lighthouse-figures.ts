/**
 * What run-lighthouse.ts makes of a page's audits: the middle score, and the middle value of each
 * metric the performance score is made of, so that the benchmark says which metric costs the
 * points (issue 18's target 8), not only how many.
 */

/** The middle value (the lower middle of an even count: a floor is not met by averaging). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

/** The metrics of Lighthouse's performance score, by their audits' ids in its report. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const

export type Metrics = Record<keyof typeof METRICS, number>

/** The part of a Lighthouse report read here. */
export type ReportAudits = { audits: Record<string, { numericValue?: number } | undefined> }

/**
 * Each metric's median over a page's audits, in whole milliseconds (CLS, which has no unit, to
 * three decimals). A report that lacks a metric is an error, not a zero: a zero would read as the
 * best value.
 */
export function metricMedians(reports: readonly ReportAudits[]): Metrics {
  if (reports.length === 0) throw new Error('no audits to take the metrics of')
  const entries = Object.entries(METRICS).map(([name, id]) => {
    const values = reports.map((report) => report.audits[id]?.numericValue)
    if (values.some((value) => typeof value !== 'number' || !Number.isFinite(value))) {
      throw new Error(`an audit has no value for ${id}`)
    }
    const middle = median(values as number[])
    return [name, name === 'CLS' ? Math.round(middle * 1000) / 1000 : Math.round(middle)]
  })
  return Object.fromEntries(entries) as Metrics
}

/** One line for the console: `FCP 1,090 ms, LCP 2,130 ms, TBT 539 ms, SI 1,404 ms, CLS 0.000`. */
export function formatMetrics(metrics: Metrics): string {
  return (Object.keys(METRICS) as (keyof typeof METRICS)[])
    .map((name) =>
      name === 'CLS'
        ? `CLS ${metrics.CLS.toFixed(3)}`
        : `${name} ${Math.round(metrics[name]).toLocaleString('en-US')} ms`,
    )
    .join(', ')
}
