import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { SEARCH_INDEX_TAG } from '@/config/cache-tags'
import { resolvePayloadSecret } from '@/config/env'
import { isRevalidationToken, REVALIDATION_HEADER } from '@/security/revalidation-token'

// Next matches this folder before Payload's `[...slug]` REST route beside it.
export const dynamic = 'force-dynamic'

const body = z.strictObject({
  tags: z
    .array(
      z.union([
        z.literal(SEARCH_INDEX_TAG),
        z.string().regex(/^(?:collection|doc|global):[\w:-]{1,120}$/),
      ]),
    )
    .min(1)
    .max(20),
})

const answer = (status: number, message?: string) =>
  message
    ? Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
    : new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * Expires cache tags in this process, as Next's on-demand revalidation does: each instance calls
 * its own when the bus announces a content change made anywhere (src/cms/hooks/revalidate.ts).
 * Only the site's own processes know the token.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationToken(request.headers.get(REVALIDATION_HEADER), resolvePayloadSecret())) {
    return answer(403, 'Forbidden.')
  }
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return answer(400, 'The body must be { "tags": [...] } of cache tags.')
  // Expired at once, not stale-while-revalidate: the first visitor after a publish gets the news.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  return answer(204)
}
