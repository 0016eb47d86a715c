import { seoResponse, seoUnavailable } from '@/seo/seo-response'
import { sitemapXml } from '@/seo/sitemap'

// Read on each request from the tagged data cache, which a publish invalidates.
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  try {
    return seoResponse(await sitemapXml(), 'application/xml; charset=utf-8')
  } catch (error) {
    return seoUnavailable(error)
  }
}
