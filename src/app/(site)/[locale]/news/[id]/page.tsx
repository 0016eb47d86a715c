import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/config/constants'
import { detailId } from '@/data/canonical'
import { getPost } from '@/data/content'
import { absoluteUrl, ogImageOf, siteMetadata } from '@/data/metadata'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref, samePath } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import type { Person, Post } from '@/payload-types'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const post = await getPost(id, locale)
  if (!post) return {}
  return siteMetadata({
    locale,
    paths: samePath(`/news/${id}`),
    title: post.title,
    description: post.summary,
    image: ogImageOf(post.image),
  })
}

export default async function PostPage({ params }: Props) {
  const locale = await pageLocale(params)
  const post = await getPost(detailId(await params), locale)
  if (!post) notFound()
  const [t, format] = await Promise.all([getTranslations('news'), getFormatter()])
  const authors = (post.authors ?? []).filter((a): a is Person => typeof a === 'object')
  return (
    <article>
      <PageHeader eyebrow={t(`types.${post.type}`)} title={post.title} lead={post.summary} />
      <JsonLd data={postStructuredData(post, locale)} />
      <p className="meta">
        <time dateTime={post.publishedAt}>
          {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
        </time>
        {post.type === 'event' && post.event?.place
          ? ` · ${t('place')}: ${post.event.place}`
          : null}
      </p>
      {post.type === 'event' && post.event?.startsAt ? (
        <p>
          {t('when')}:{' '}
          <time dateTime={post.event.startsAt}>
            {format.dateTime(new Date(post.event.startsAt), {
              dateStyle: 'long',
              timeStyle: 'short',
            })}
          </time>
          {' · '}
          <a href={localizedHref(locale, `/news/${post.id}/ics`)} download>
            {t('ics')}
          </a>
        </p>
      ) : null}
      <MediaImage media={post.image} size="hero" alt="" priority />
      <RichText data={post.body} />
      {authors.length > 0 ? (
        <p>
          {t('authors')}:{' '}
          {authors.map((a, i) => (
            <span key={a.id}>
              {i > 0 ? ', ' : null}
              <Link href={paths.person(a)}>{a.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {post.sourceUrl ? (
        <p>
          <a href={post.sourceUrl} rel="noopener">
            {t('source')}
          </a>
        </p>
      ) : null}
    </article>
  )
}

/** schema.org data of a post: an Event for events, a NewsArticle otherwise. */
function postStructuredData(post: Post, locale: Locale): Record<string, unknown> {
  const url = absoluteUrl(paths.post(post), locale)
  if (post.type === 'event' && post.event?.startsAt) {
    return {
      '@type': 'Event',
      name: post.title,
      description: post.summary ?? undefined,
      startDate: post.event.startsAt,
      endDate: post.event.endsAt ?? undefined,
      location: post.event.place ? { '@type': 'Place', name: post.event.place } : undefined,
      url,
    }
  }
  return {
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.summary ?? undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: locale,
    author: (post.authors ?? [])
      .filter((a): a is Person => typeof a === 'object')
      .map((a) => ({ '@type': 'Person', name: a.name })),
    url,
  }
}
