import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { CancelRegistration } from '@/components/forms/CancelRegistration.client'
import { PageHeader } from '@/components/ui/PageHeader'
import { detailId } from '@/data/canonical'
import { getPost } from '@/data/content'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'registration.cancel' })
  // A personal link: never indexed, never followed.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The cancel link of a registration's confirmation. Opening it changes nothing (mail scanners
 * follow links): the page asks, and its button's POST cancels.
 */
export default async function CancelRegistrationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const post = await getPost(detailId(await params), locale)
  if (post?.type !== 'event') notFound()
  const token = (await searchParams).token
  const t = await getTranslations('registration.cancel')
  const eventHref = localizedHref(locale, paths.post(post))
  return (
    <>
      <PageHeader title={t('title')} />
      <CancelRegistration
        token={typeof token === 'string' ? token : ''}
        eventHref={eventHref}
        texts={{
          confirm: t('confirm', { title: post.title }),
          button: t('button'),
          cancelled: t('done'),
          already: t('already'),
          unknown: t('unknown'),
          failed: (await getTranslations('registration'))('failure'),
          back: t('back'),
        }}
      />
    </>
  )
}
