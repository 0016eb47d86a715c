import { absoluteUrl } from '@/data/site-metadata'
import { robotsTxt } from '@/seo/robots'
import { seoResponse } from '@/seo/seo-response'

// SITE_URL is read at run time: one build serves any public address.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return seoResponse(robotsTxt(absoluteUrl('/sitemap.xml')), 'text/plain; charset=utf-8')
}
