import { getPost, getSite } from '@/data/content'
import { downloadNotFound, downloadParams, fileResponse } from '@/data/downloads'
import { absoluteUrl } from '@/data/site-metadata'
import { buildCalendar, eventEntry } from '@/lib/ical'
import { paths } from '@/lib/paths'

type Context = { params: Promise<{ locale: string; id: string }> }

/** An event of the press center for calendar apps (.ics); other posts have none. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const route = await downloadParams(params)
  if (!route) return downloadNotFound()
  const [post, site] = await Promise.all([getPost(route.id, route.locale), getSite(route.locale)])
  const entry =
    post?.type === 'event' ? eventEntry(post, absoluteUrl(paths.post(post), route.locale)) : null
  if (!post || !entry) return downloadNotFound()
  const ics = buildCalendar(entry, site.name ?? 'Gromov, Larina & Partners')
  return fileResponse(ics, 'text/calendar', `event-${post.id}.ics`)
}
