'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useTransition } from 'react'
import type { Locale } from '@/config/constants'
import { browserApollo, watchPublishedPosts } from '@/graphql-client/live-news'
import type { ApolloSettings } from '@/graphql-client/settings'
import type { ClientTexts } from '@/i18n/client-texts'
import { formatCount } from '@/i18n/plural-templates'
import type { PostType } from '@/lib/post-types'

export type LiveNewsFeedProps = {
  locale: Locale
  /** The list's type filter: posts of other types are not counted. */
  type: PostType | null
  /** "N new publications" per plural category ("#" for the number), and the button's label. */
  texts: ClientTexts<'news'>['live']
  settings: ApolloSettings
  /** Class names of live-news.module.css (imported by the server part). */
  classes: { live?: string; status?: string; show?: string }
}

/** The first link of the list that follows the banner: the newest post once the list is fresh. */
function firstPostLink(banner: Element | null): HTMLElement | null {
  for (let next = banner?.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.matches('ul, ol')) return next.querySelector('a')
  }
  return null
}

/**
 * Counts the posts published in this language since the page was loaded (SPEC §7 live channel)
 * and offers to show them. The status line is a polite live region, present (empty) from the
 * start so that screen readers announce the count when it appears. "Show" refreshes the server
 * list; the count clears once the fresh list is on screen, and the focus moves to its newest post.
 * A channel that fails shows nothing (it is only logged); graphql-ws reconnects by itself.
 */
export default function LiveNewsFeed({
  locale,
  type,
  texts,
  settings,
  classes,
}: LiveNewsFeedProps) {
  const router = useRouter()
  const statusId = useId()
  const root = useRef<HTMLDivElement>(null)
  const focusList = useRef(false)
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())
  const [refreshing, startRefresh] = useTransition()

  // Every refresh brings new (equal) props: the client is read from a ref so that the
  // subscription is not torn down and opened again by each one.
  const apolloSettings = useRef(settings)
  useEffect(
    () =>
      watchPublishedPosts({
        handle: browserApollo(apolloSettings.current),
        locale,
        onPost: (post) => {
          if (type && post.type !== type) return
          // A post published, withdrawn and published again counts once.
          setFresh((ids) => new Set(ids).add(String(post.id)))
        },
        onError: (error) => console.warn('Live news channel failed', error),
      }),
    [locale, type],
  )

  useEffect(() => {
    if (refreshing || !focusList.current) return
    focusList.current = false
    firstPostLink(root.current)?.focus()
  }, [refreshing])

  const count = fresh.size
  const showFresh = () => {
    if (refreshing) return
    focusList.current = true
    startRefresh(() => {
      setFresh(new Set())
      router.refresh()
    })
  }

  return (
    <div ref={root} className={classes.live} data-active={count > 0 || undefined}>
      {/* A div, not a p: the press center's result count is the page's `p[role=status]`. */}
      <div id={statusId} role="status" aria-live="polite" className={classes.status}>
        {count > 0 ? formatCount(texts.count, locale, count) : null}
      </div>
      {count > 0 ? (
        <button
          type="button"
          className={classes.show}
          aria-describedby={statusId}
          aria-disabled={refreshing || undefined}
          onClick={showFresh}
        >
          {texts.show}
        </button>
      ) : null}
    </div>
  )
}
