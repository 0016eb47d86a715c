import { getLocale } from 'next-intl/server'

import { DEFAULT_LOCALE } from '@/config/constants'
import type { Site } from '@/config/payload-types'
import { getSiteTexts } from '@/data/site-texts'
import { isLocale } from '@/lib/locale-paths'

const FIGURES = [
  ['yearsOnMarket', ''],
  ['lawyers', ''],
  ['yearsInRankings', ''],
  ['casesPerYear', '+'],
  ['publishedWorks', '+'],
] as const

type FigureKey = (typeof FIGURES)[number][0]

/**
 * The firm figures of SPEC §1 as counters, from the site global. Their captions are the given
 * `labels` (the home page's own, from the home global) or, where one is empty, the page texts
 * global's (what /collegium shows).
 */
export async function Figures({
  figures,
  labels,
  tone,
}: {
  figures: Site['figures']
  labels?: Partial<Record<FigureKey, string | null>>
  /** `inverse` sets them light on the dark hero band. */
  tone?: 'inverse'
}) {
  const locale = await getLocale()
  const shared = (await getSiteTexts(isLocale(locale) ? locale : DEFAULT_LOCALE)).figures
  return (
    <dl className={tone ? `figures figures--${tone}` : 'figures'}>
      {FIGURES.map(([key, suffix]) => (
        <div key={key} className="figure">
          <dt>{labels?.[key] || shared?.[key]}</dt>
          <dd>
            {figures?.[key]}
            {suffix}
          </dd>
        </div>
      ))}
    </dl>
  )
}
