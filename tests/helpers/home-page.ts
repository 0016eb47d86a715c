/**
 * The home page as the tests read it: its heading and the order of its ranking slides in the
 * server's HTML, the titles of rankings by id and the stored `home` global (through REST).
 */
import { type APIRequestContext, expect } from '@playwright/test'

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

/** The heading and the titles of the ranking slides, in order, of a home page's HTML. */
export function homeHeadingAndSlides(html: string): { heading: string; slides: string[] } {
  const heading = html.match(/<h1 id="home-title"[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''
  const block = html.split('aria-labelledby="home-achievements"')[1]?.split('</section>')[0] ?? ''
  const slides = [...block.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1] ?? '')
  return { heading: decode(heading), slides: slides.map(decode) }
}

/** The titles of the rankings `ids` in `locale`, in the order of `ids`. */
export async function achievementTitles(
  request: APIRequestContext,
  ids: number[],
  locale: string,
  origin = '',
): Promise<string[]> {
  const res = await request.get(
    `${origin}/api/achievements?where[id][in]=${ids.join(',')}&locale=${locale}&depth=0&limit=50`,
  )
  const docs = ((await res.json()) as { docs: { id: number; title: string }[] }).docs
  return ids.map((id) => docs.find((d) => d.id === id)?.title ?? '')
}

export type HomeDoc = { hero: { heading: string }; featured: { achievements: number[] } }

/** The `home` global in one language, as stored (ids, no fallback), read by staff (`auth`). */
export async function readHome(
  request: APIRequestContext,
  locale: 'ru' | 'en',
  auth: Record<string, string>,
  origin = '',
): Promise<HomeDoc> {
  const res = await request.get(
    `${origin}/api/globals/home?locale=${locale}&depth=0&fallback-locale=none`,
    { headers: auth },
  )
  expect(res.status()).toBe(200)
  return (await res.json()) as HomeDoc
}
