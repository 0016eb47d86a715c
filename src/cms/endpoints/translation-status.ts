/**
 * GET /api/translation-status?collection=offices&id=3 (or ?global=site-texts), &lang=ru: the localized
 * fields of a document or global that lack an English value, labelled in the admin's language.
 * For staff only; read by the notice at the top of every edit view with localized fields.
 */
import type { Endpoint } from 'payload'

import { isStaff } from '../access'
import { translationStatus } from '../admin/translation-status'

const SLUG = /^[a-z][a-z0-9-]{0,63}$/
const ID = /^[1-9][0-9]{0,15}$/

const problem = (status: number, message: string) => Response.json({ message }, { status })

export const translationStatusEndpoint: Endpoint = {
  path: '/translation-status',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req)) return problem(401, 'Sign in to the admin to see translation status.')
    const { collection, id, global, lang } = req.query as Record<string, unknown>
    let target: Parameters<typeof translationStatus>[1]
    if (typeof global === 'string' && SLUG.test(global) && collection === undefined) {
      target = { global }
    } else if (
      typeof collection === 'string' &&
      SLUG.test(collection) &&
      typeof id === 'string' &&
      ID.test(id)
    ) {
      target = { collection, id: Number(id) }
    } else {
      return problem(400, 'Give either ?global=slug or ?collection=slug&id=number.')
    }
    // The admin's language, as the notice gives it (the request's own may be the browser's).
    const language = lang === 'ru' || lang === 'en' ? lang : req.i18n.language
    const missing = await translationStatus(req.payload, target, language)
    if (!missing) return problem(404, 'No such document.')
    return Response.json({ missing })
  },
}
