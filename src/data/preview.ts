import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { z } from 'zod'

import { DEFAULT_LOCALE, LOCALES } from '@/config/constants'
import type { User } from '@/config/payload-types'
import { localizedDocumentPath, PREVIEWABLE, type PreviewDoc } from '@/lib/preview-paths'
import { redirectPath, sameOriginPath } from '@/lib/same-origin-redirect'
import { asVisitor } from '@/lib/visitor'
import { siteOrigin } from '@/security/origin'
import { payloadClient } from './payload'

/** A staff member looking at drafts on the real pages (docs/preview.md). */
export type PreviewSession = { user: User & { collection: 'users' } }

/**
 * Whether Next's draft mode is on for this request. Outside a request (build, scripts) and while
 * pre-rendering it is off, and reading it does not make a page dynamic.
 */
export const draftModeOn = cache(async (): Promise<boolean> => {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
})

/**
 * The draft preview of this request, or null: Next's draft mode is on (the preview route turned it
 * on) AND the request carries a valid staff session. Draft mode alone is never enough: its cookie
 * outlives a sign-out.
 */
export const previewSession = cache(async (): Promise<PreviewSession | null> => {
  if (!(await draftModeOn())) return null
  const { user } = await (await payloadClient()).auth({ headers: await headers() })
  if (user?.collection !== 'users') return null
  return { user: user as PreviewSession['user'] }
})

const previewScope = new AsyncLocalStorage<PreviewSession>()

/** Runs a read as the previewing staff member (`readRights` gives their rights inside it). */
export function readAsPreview<T>(session: PreviewSession, read: () => Promise<T>): Promise<T> {
  return previewScope.run(session, read)
}

/**
 * The rights a page's read runs with: a visitor's (published documents only), or inside a draft
 * preview the staff member's with drafts (the latest version of each document). Readers whose
 * answers leave the page (sitemap, feeds, search, static params) keep `asVisitor`.
 */
export function readRights() {
  const session = previewScope.getStore()
  if (!session) return asVisitor
  return { overrideAccess: false, draft: true, user: session.user } as const
}

const previewQuery = z.object({
  kind: z.enum(PREVIEWABLE),
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})

/** A short plain answer in both languages (the preview route is opened by people, not code). */
function plainAnswer(status: number, ru: string, en: string): Response {
  return new Response(`${ru}\n${en}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  })
}

/**
 * The preview route (`/api/preview?kind=posts&id=5&locale=en`): a signed-in staff member's request
 * turns Next's draft mode on and is sent to the document's page, which then shows its latest
 * draft. Anyone else gets a 401 and draft mode stays off; an unknown document a 404.
 */
export async function openPreview(request: Request): Promise<Response> {
  const parsed = previewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return plainAnswer(
      400,
      `Неверная ссылка предпросмотра: нужны kind (${PREVIEWABLE.join(', ')}), id и locale (ru, en).`,
      `Bad preview link: it needs kind (${PREVIEWABLE.join(', ')}), id and locale (ru, en).`,
    )
  }
  const { kind, locale, id } = parsed.data
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') {
    return plainAnswer(
      401,
      'Предпросмотр черновиков доступен только сотрудникам: войдите в /admin и откройте ссылку снова.',
      'Draft preview is for staff only: sign in at /admin and open the link again.',
    )
  }
  let doc: PreviewDoc = {}
  if (kind !== 'home' && kind !== 'achievements') {
    const found =
      id === undefined
        ? null
        : await payload
            .findByID({
              collection: kind,
              id,
              locale,
              depth: 0,
              draft: true,
              user,
              overrideAccess: false,
            })
            .catch(() => null)
    if (!found) {
      return plainAnswer(404, 'Документ не найден.', 'No such document.')
    }
    doc = found as PreviewDoc
  }
  const path = localizedDocumentPath(kind, doc, locale)
  if (path === null) {
    return plainAnswer(
      404,
      'У этого документа нет своей страницы на сайте.',
      'This document has no page of its own on the site.',
    )
  }
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 303,
    headers: { location: path, 'cache-control': 'private, no-store' },
  })
}

/** Leaves the preview: draft mode off, back to the page the bar was on (this site's pages only). */
export async function closePreview(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const origin = siteOrigin(request.headers)
  const back =
    new URL(request.url).searchParams.get('return') ??
    sameOriginPath(request.headers.get('referer'), origin)
  return new Response(null, {
    status: 303,
    headers: { location: redirectPath(back, origin), 'cache-control': 'private, no-store' },
  })
}
