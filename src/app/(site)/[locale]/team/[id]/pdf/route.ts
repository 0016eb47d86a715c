import { getBioPdf } from '@/data/bio-pdf'
import { getPerson } from '@/data/content'
import { downloadNotFound, downloadParams, fileResponse } from '@/data/downloads'

type Context = { params: Promise<{ locale: string; id: string }> }

/** A lawyer's bio as a PDF in the language of the path. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const route = await downloadParams(params)
  if (!route) return downloadNotFound()
  const [person, pdf] = await Promise.all([
    getPerson(route.id, route.locale),
    getBioPdf(route.id, route.locale),
  ])
  if (!person || !pdf) return downloadNotFound()
  return fileResponse(
    new Uint8Array(Buffer.from(pdf, 'base64')),
    'application/pdf',
    `${person.slug ?? person.id}.pdf`,
    `${person.name}.pdf`,
  )
}
