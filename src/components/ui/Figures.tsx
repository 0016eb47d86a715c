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

/**
 * The firm figures of SPEC §1 as counters, from the site global; their labels are in the page
 * texts global (shared by the home page and /collegium, so they are read here, not passed in).
 */
export async function Figures({
  figures,
  tone,
}: {
  figures: Site['figures']
  /** `inverse` sets them light on the dark hero band. */
  tone?: 'inverse'
}) {
  const locale = await getLocale()
  const labels = (await getSiteTexts(isLocale(locale) ? locale : DEFAULT_LOCALE)).figures
  return (
    <dl className={tone ? `figures figures--${tone}` : 'figures'}>
      {FIGURES.map(([key, suffix]) => (
        <div key={key} className="figure">
          <dt>{labels?.[key]}</dt>
          <dd>
            {figures?.[key]}
            {suffix}
          </dd>
        </div>
      ))}
    </dl>
  )
}
