import { getLocale } from 'next-intl/server'

import { DEFAULT_LOCALE } from '@/config/constants'
import type { Site } from '@/config/payload-types'
import { getSiteTexts } from '@/data/site-texts'
import { formatCountCaption } from '@/i18n/count-captions'
import { yearsOnMarket } from '@/lib/firm-figures'
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
 * The firm figures of SPEC §1 as counters, from the site global (the years on the market counted
 * from the founding year unless an editor set them). Their captions are the given `labels` (the
 * home page's own, from the home global) or, where one is empty, the page texts global's (what
 * /collegium shows), each in the plural form its number takes.
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
      {FIGURES.map(([key, suffix]) => {
        const value = key === 'yearsOnMarket' ? yearsOnMarket(figures) : figures?.[key]
        const caption = labels?.[key] || shared?.[key]
        if (value == null) return null
        return (
          <div key={key} className="figure">
            <dt>{caption ? formatCountCaption(caption, locale, value) : null}</dt>
            <dd>
              {value}
              {suffix}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
