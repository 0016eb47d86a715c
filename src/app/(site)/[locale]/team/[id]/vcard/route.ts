import { getPerson, getSite } from '@/data/content'
import { downloadNotFound, downloadParams, fileResponse } from '@/data/downloads'
import { absoluteUrl } from '@/data/site-metadata'
import { paths } from '@/lib/paths'
import { buildVCard } from '@/lib/vcard'

type Context = { params: Promise<{ locale: string; id: string }> }

/** A lawyer's contact card (vCard) in the language of the path. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const route = await downloadParams(params)
  if (!route) return downloadNotFound()
  const [person, site] = await Promise.all([
    getPerson(route.id, route.locale),
    getSite(route.locale),
  ])
  if (!person) return downloadNotFound()
  const photo = typeof person.photo === 'object' ? person.photo?.url : null
  const card = buildVCard({
    name: person.name,
    title: person.roleLabel,
    organization: site.name,
    email: person.contacts?.email,
    phone: person.contacts?.phone,
    address: site.address,
    url: absoluteUrl(paths.person(person), route.locale),
    photoUrl: photo ? absoluteUrl(photo) : null,
    language: route.locale,
  })
  return fileResponse(card, 'text/vcard', `${person.slug ?? person.id}.vcf`)
}
