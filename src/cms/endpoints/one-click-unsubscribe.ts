/**
 * RFC 8058's one-click unsubscribe, the `List-Unsubscribe` address of every alert mail:
 * POST /api/subscribers/unsubscribe?token=… deletes the subscriber with no page in between (the
 * mail client posts `List-Unsubscribe=One-Click`). A GET, which mail scanners make too, changes
 * nothing: it is sent to the page with the button that unsubscribes.
 */
import type { Endpoint } from 'payload'

import { ALERT_PATHS } from '@/alerts/links'
import { subscriberByToken, unsubscribe } from '@/alerts/subscription'
import { localizedHref } from '@/lib/page-metadata'

const problem = (status: number, message: string) => Response.json({ message }, { status })
const tokenOf = (query: Record<string, unknown>) =>
  typeof query.token === 'string' ? query.token : ''

export const oneClickUnsubscribe: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const token = tokenOf(req.query)
    if (!token) return problem(400, 'Give ?token= from the mail’s unsubscribe link.')
    if (!(await unsubscribe(req.payload, token))) {
      return problem(404, 'This unsubscribe link is not valid: the address may be gone already.')
    }
    return Response.json({ unsubscribed: true })
  },
}

export const unsubscribePage: Endpoint = {
  path: '/unsubscribe',
  method: 'get',
  handler: async (req) => {
    const token = tokenOf(req.query)
    const subscriber = token ? await subscriberByToken(req.payload, 'manage', token) : null
    const path = localizedHref(subscriber?.language ?? 'ru', ALERT_PATHS.manage)
    const query = token ? `?token=${encodeURIComponent(token)}` : ''
    return new Response(null, { status: 303, headers: { Location: `${path}${query}` } })
  },
}
