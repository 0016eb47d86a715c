import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { listAchievements } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'achievements', '/achievements')
}

export default async function AchievementsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, empty, items] = await Promise.all([
    getTranslations('pages'),
    getTranslations('achievements'),
    listAchievements(locale),
  ])
  return (
    <>
      <PageHeader title={t('achievements')} />
      {items.length === 0 ? (
        <p>{empty('empty')}</p>
      ) : (
        <ul className="list">
          {items.map((a) => (
            <li key={a.id}>
              <p className="meta">
                {a.year} · {a.source}
              </p>
              <h3>{a.title}</h3>
              {a.text ? <p>{a.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
