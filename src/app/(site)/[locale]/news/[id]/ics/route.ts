import { getPost, getSite } from '@/data/content'
import { downloadNotFound, downloadParams, fileResponse } from '@/data/downloads'
import { absoluteUrl } from '@/data/site-metadata'
import { buildCalendar } from '@/lib/ical'
import { paths } from '@/lib/paths'

type Context = { params: Promise<{ locale: string; id: string }> }

/** An event of the press center for calendar apps (.ics); other posts have none. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const route = await downloadParams(params)
  if (!route) return downloadNotFound()
  const [post, site] = await Promise.all([getPost(route.id, route.locale), getSite(route.locale)])
  if (post?.type !== 'event' || !post.event?.startsAt) return downloadNotFound()
  const ics = buildCalendar(
    {
      uid: `post-${post.id}@${new URL(absoluteUrl('/')).hostname}`,
      title: post.title,
      startsAt: new Date(post.event.startsAt),
      endsAt: post.event.endsAt ? new Date(post.event.endsAt) : null,
      location: post.event.place,
      description: post.summary,
      url: absoluteUrl(paths.post(post), route.locale),
      stamp: new Date(post.updatedAt),
    },
    site.name ?? 'Gromov, Larina & Partners',
  )
  return fileResponse(ics, 'text/calendar', `event-${post.id}.ics`)
}
