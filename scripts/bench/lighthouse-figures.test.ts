import { describe, expect, it } from 'vitest'

import {
  formatMetrics,
  METRICS,
  median,
  metricMedians,
  type ReportAudits,
} from './lighthouse-figures'

/** A report whose audits have these values, in METRICS' order. */
function report(fcp: number, lcp: number, tbt: number, si: number, cls: number): ReportAudits {
  const values = [fcp, lcp, tbt, si, cls]
  return {
    audits: Object.fromEntries(
      Object.values(METRICS).map((id, i) => [id, { numericValue: values[i] }]),
    ),
  }
}

describe('lighthouse figures', () => {
  it('takes the lower middle of an even count, and the middle of an odd one', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2)
    expect(median([7])).toBe(7)
  })

  it('takes each metric’s median on its own, not the median run’s values', () => {
    const metrics = metricMedians([
      report(1000, 2500, 300, 1200, 0),
      report(1100.4, 1800, 900, 1500, 0.02),
      report(1200, 2100.6, 600, 1100, 0.0123),
    ])
    // Whole milliseconds, and CLS to three decimals.
    expect(metrics).toEqual({ FCP: 1100, LCP: 2101, TBT: 600, SI: 1200, CLS: 0.012 })
  })

  it('refuses a report without a metric rather than counting it as zero', () => {
    const broken = report(1000, 2000, 300, 1200, 0)
    delete broken.audits[METRICS.TBT]
    expect(() => metricMedians([report(1000, 2000, 300, 1200, 0), broken])).toThrow(
      /total-blocking-time/,
    )
    expect(() => metricMedians([])).toThrow(/no audits/)
  })

  it('prints milliseconds with thousands separators and CLS with three decimals', () => {
    expect(formatMetrics({ FCP: 1090.4, LCP: 2130, TBT: 539.6, SI: 1404, CLS: 0 })).toBe(
      'FCP 1,090 ms, LCP 2,130 ms, TBT 540 ms, SI 1,404 ms, CLS 0.000',
    )
  })
})
