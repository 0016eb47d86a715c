import { getTranslations } from 'next-intl/server'

import type { Site } from '@/payload-types'

const FIGURES = [
  ['yearsOnMarket', ''],
  ['lawyers', ''],
  ['yearsInRankings', ''],
  ['casesPerYear', '+'],
  ['publishedWorks', '+'],
] as const

/** The firm figures of SPEC §1, from the site global. */
export async function Figures({ figures }: { figures: Site['figures'] }) {
  const t = await getTranslations('figures')
  return (
    <dl className="figures">
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
