import { getTranslations } from 'next-intl/server'

import type { Site } from '@/config/payload-types'

const FIGURES = [
  ['yearsOnMarket', ''],
  ['lawyers', ''],
  ['yearsInRankings', ''],
  ['casesPerYear', '+'],
  ['publishedWorks', '+'],
] as const

type FigureKey = (typeof FIGURES)[number][0]

/**
 * The firm figures of SPEC §1 as counters, from the site global; their captions are the given
 * `labels` (the home page's, from its global) or, where one is empty, the catalogue's.
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
  const t = await getTranslations('figures')
  return (
    <dl className={tone ? `figures figures--${tone}` : 'figures'}>
      {FIGURES.map(([key, suffix]) => (
        <div key={key} className="figure">
          <dt>{labels?.[key] || t(key)}</dt>
          <dd>
            {figures?.[key]}
            {suffix}
          </dd>
        </div>
      ))}
    </dl>
  )
}
