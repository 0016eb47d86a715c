import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { issueFormToken } from '@/callback/form-token'
import { EventDetails } from '@/components/news/EventDetails'
import { EventRegistration } from '@/components/news/EventRegistration'
import { EventTense } from '@/components/news/EventTense'
import { PostAuthors } from '@/components/news/PostAuthors'
import { PostNeighbours } from '@/components/news/PostNeighbours'
import styles from '@/components/news/post.module.css'
import { ShareLinks } from '@/components/news/ShareLinks'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { DATE_FORMAT } from '@/components/ui/date-format'
import { JsonLd } from '@/components/ui/JsonLd'
import { MediaImage } from '@/components/ui/MediaImage'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/config/constants'
import { resolvePayloadSecret } from '@/config/env'
import type { Media, Post, Practice } from '@/config/payload-types'
import { detailId } from '@/data/canonical'
import { getPost } from '@/data/content'
import { withPressFeed } from '@/data/feeds'
import { newsHref } from '@/data/news-query'
import { getPostAuthors, getPostNeighbours, type PostAuthor } from '@/data/press'
import { getDocumentSeo } from '@/data/seo-meta'
import { absoluteUrl, ogImageOf, siteMetadata } from '@/data/site-metadata'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref, samePath } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import { eventTense, listedDate } from '@/lib/post-dates'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Each post renders on its first visit, then is kept (see the locale layout). */
export function generateStaticParams() {
  return []
}

/**
 * Rendered again at least hourly, like the contacts page: an event's registration form posted
 * without JavaScript sends the token rendered into it (FORM_TOKEN.maxAgeMs, 4 h), and its closing
 * time passes without any write. Next reads this as a literal.
 */
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const post = await getPost(id, locale)
  if (!post) return {}
  const metadata = await siteMetadata({
    locale,
    paths: samePath(`/news/${id}`),
    title: post.title,
    description: post.summary,
    image: ogImageOf(post.image),
    seo: await getDocumentSeo('posts', id, locale),
  })
  return withPressFeed(metadata, locale)
}

/** A post of the press center: news, a publication or an event. */
export default async function PostPage({ params }: Props) {
  const locale = await pageLocale(params)
  const post = await getPost(detailId(await params), locale)
  if (!post) notFound()
  const [pages, news, t, format, authors, neighbours] = await Promise.all([
    getTranslations('pages'),
    getTranslations('news'),
    getTranslations('post'),
    getFormatter(),
    getPostAuthors(post.id, locale),
    getPostNeighbours(post.id, post.publishedAt, locale),
  ])
  const url = absoluteUrl(paths.post(post), locale)
  const practices = (post.practices ?? []).filter((p): p is Practice => typeof p === 'object')
  const source = sourceOf(post.sourceUrl)
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: pages('news'), path: paths.news },
          { label: post.title, path: paths.post(post) },
        ]}
      />
      <JsonLd data={postStructuredData(post, authors, locale)} />
      <article className={styles.article}>
        <header className={styles.header}>
          <p className={styles.kicker}>
            <Link href={newsHref({ type: post.type, page: 1 })} className={styles.type}>
              {news(`kind.${post.type}`)}
            </Link>
            <time dateTime={listedDate(post)}>
              {format.dateTime(new Date(listedDate(post)), DATE_FORMAT)}
            </time>
            <EventTense post={post} />
          </p>
          <h1>{post.title}</h1>
          {post.summary ? <p className="lead">{post.summary}</p> : null}
        </header>
        {post.type === 'event' && post.event?.startsAt ? (
          <EventDetails
            startsAt={post.event.startsAt}
            endsAt={post.event.endsAt}
            place={post.event.place}
            // A past event offers no calendar file: there is nothing left to add.
            icsHref={
              eventTense(post, new Date()) === 'upcoming'
                ? localizedHref(locale, `${paths.post(post)}/ics`)
                : null
            }
          />
        ) : null}
        <MediaImage
          media={post.image}
          size="hero"
          alt=""
          sizes="(min-width: 1200px) 1136px, calc(100vw - 32px)"
          className={styles.hero}
          priority
        />
        <div className={styles.columns}>
          <div className={styles.main}>
            <RichText data={post.body} className={`prose ${styles.body}`} />
            {post.type === 'event' ? (
              <EventRegistration
                post={post}
                locale={locale}
                page={localizedHref(locale, paths.post(post))}
                token={issueFormToken(resolvePayloadSecret(), Date.now(), 'page')}
              />
            ) : null}
            {source ? (
              <p className={styles.source}>
                {t('source')}:{' '}
                <a href={source.href} target="_blank" rel="noopener noreferrer">
                  {source.host}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              </p>
            ) : null}
            <ShareLinks url={url} title={post.title} />
          </div>
          <aside className={styles.aside}>
            <PostAuthors authors={authors} />
            {practices.length > 0 ? (
              <section aria-labelledby="post-practices" className={styles.block}>
                <h2 id="post-practices" className={styles.label}>
                  {t('practices')}
                </h2>
                <ul className={styles.practices}>
                  {practices.map((practice) => (
                    <li key={practice.id}>
                      <Link href={paths.practice(practice)}>{practice.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      </article>
      <PostNeighbours {...neighbours} />
      <p className={styles.all}>
        <Link href={paths.news}>
          <span aria-hidden="true">←</span>
          {t('all')}
        </Link>
      </p>
    </>
  )
}

/** A source link's address and host name, when it is a web address (anything else is not shown). */
function sourceOf(raw: string | null | undefined): { href: string; host: string } | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { href: url.toString(), host: url.hostname.replace(/^www\./, '') }
  } catch {
    return null
  }
}

/** schema.org data of a post: an Event for events, a NewsArticle otherwise. */
function postStructuredData(
  post: Post,
  authors: PostAuthor[],
  locale: Locale,
): Record<string, unknown> {
  const url = absoluteUrl(paths.post(post), locale)
  const image = imageUrl(post.image)
  if (post.type === 'event' && post.event?.startsAt) {
    return {
      '@type': 'Event',
      name: post.title,
      description: post.summary ?? undefined,
      startDate: post.event.startsAt,
      endDate: post.event.endsAt ?? undefined,
      location: post.event.place ? { '@type': 'Place', name: post.event.place } : undefined,
      image,
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
    image,
    author: authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      url: absoluteUrl(paths.person(a), locale),
    })),
    url,
  }
}

function imageUrl(media: number | Media | null | undefined): string | undefined {
  if (!media || typeof media !== 'object') return undefined
  const url = media.sizes?.hero?.url ?? media.url
  return url ? absoluteUrl(url) : undefined
}
