import { getTranslations } from 'next-intl/server'

import type { Site } from '@/config/payload-types'

const FIGURES = [
  ['yearsOnMarket', ''],
  ['lawyers', ''],
  ['yearsInRankings', ''],
  ['casesPerYear', '+'],
  ['publishedWorks', '+'],
] as const

/** The firm figures of SPEC §1 as counters, from the site global. */
export async function Figures({
  figures,
  tone,
}: {
  figures: Site['figures']
  /** `inverse` sets them light on the dark hero band. */
  tone?: 'inverse'
}) {
  const t = await getTranslations('figures')
  return (
    <dl className={tone ? `figures figures--${tone}` : 'figures'}>
      {FIGURES.map(([key, suffix]) => (
        <div key={key} className="figure">
          <dt>{t(key)}</dt>
          <dd>
            {figures?.[key]}
            {suffix}
          </dd>
        </div>
      ))}
    </dl>
  )
}
