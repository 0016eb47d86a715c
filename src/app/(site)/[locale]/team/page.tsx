import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PersonCards } from '@/components/team/PersonCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { listPeople } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'team', '/team')
}

export default async function TeamPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, people] = await Promise.all([getTranslations('pages'), listPeople(locale)])
  const partners = people.filter((p) => p.role === 'partner')
  const others = people.filter((p) => p.role !== 'partner')
  return (
    <>
      <PageHeader title={t('team')} />
      <section aria-labelledby="partners">
        <h2 id="partners">{t('partners')}</h2>
        <PersonCards people={partners} />
      </section>
      <section aria-labelledby="members">
        <h2 id="members">{t('teamMembers')}</h2>
        <PersonCards people={others} />
      </section>
    </>
  )
}
