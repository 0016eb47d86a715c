import 'server-only'

import path from 'node:path'
import sharp from 'sharp'

import { collectionTag, documentTag, globalTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import { getEnv } from '@/config/env'
import type { Media, Person, Practice } from '@/config/payload-types'
import { loadMessages } from '@/i18n/messages'
import { paths } from '@/lib/paths'

import { cached } from '../cache'
import { getPerson, getSite } from '../content'
import { absoluteUrl } from '../site-metadata'
import { getPersonRelated } from '../team'
import { type BioContent, type BioSection, renderBioPdf } from './document'

/** How many of each list the PDF takes at most: two pages, the web page has the rest. */
const LIMITS = { experience: 8, cases: 3, awards: 6, achievements: 5 }

/** The photo's size in the file: twice the drawn 96 × 120 pt, sharp at print resolution. */
const PHOTO_PIXELS = { width: 192, height: 240 }

/** The site header's mark, drawn as the logo. */
const FIRM_MARK = 'ГЛ'

/**
 * A lawyer's bio as a PDF (base64, as Next's data cache keeps JSON), or null for a person who is
 * not published. Kept until the person, the firm's contacts or what the bio lists changes.
 */
export const getBioPdf = cached(
  'bio-pdf',
  async (id: number, locale: Locale): Promise<string | null> => {
    const [person, site, related, messages] = await Promise.all([
      getPerson(id, locale),
      getSite(locale),
      getPersonRelated(id, locale),
      loadMessages(locale),
    ])
    if (!person) return null
    const t = messages.person
    const { email, phone } = person.contacts ?? {}
    const profileUrl = absoluteUrl(paths.person(person), locale)
    const contacts = [
      { label: t.phone, value: phone },
      { label: t.email, value: email },
      { label: t.office, value: site.address },
      { label: t.languages, value: person.languages },
      { label: t.webPage, value: profileUrl },
    ].filter((row): row is { label: string; value: string } => Boolean(row.value))
    const content: BioContent = {
      language: locale,
      firm: {
        name: site.name,
        mark: FIRM_MARK,
        address: site.address ?? '',
        phone: site.phone,
        email: site.email,
        url: new URL(getEnv().siteUrl).host,
      },
      person: { name: person.name, role: person.roleLabel ?? '', contacts },
      photo: await photoOf(person.photo),
      sections: sectionsOf(person, related, t),
      more: { label: t.pdfMore, url: profileUrl },
    }
    return (await renderBioPdf(content)).toString('base64')
  },
  (id) => [
    documentTag('people', id),
    globalTag('site'),
    ...['practices', 'media', 'achievements', 'cases', 'posts'].map(collectionTag),
  ],
)

type Labels = Awaited<ReturnType<typeof loadMessages>>['person']
type Related = Awaited<ReturnType<typeof getPersonRelated>>

/** The bio's parts in the page's order, each only when it has content. */
function sectionsOf(person: Person, related: Related, t: Labels): BioSection[] {
  const texts = (list: { text: string }[] | null | undefined, limit?: number) =>
    (list ?? []).slice(0, limit).map(({ text }) => ({ text }))
  const practices = (person.practices ?? [])
    .filter((p): p is Practice => typeof p === 'object')
    .map((p) => ({ text: p.title }))
  const experience = texts(person.recentExperience, LIMITS.experience)
  const cases = related.cases.slice(0, LIMITS.cases).map((item) => ({
    lead: [item.year, item.value].filter(Boolean).join(' · ') || undefined,
    text: item.title,
  }))
  const ratings = (person.ratings ?? []).map((r) => ({ lead: r.source, text: r.text ?? '' }))
  const awards = texts(person.recognition, LIMITS.awards)
  const achievements = related.achievements.slice(0, LIMITS.achievements).map((item) => ({
    lead: [item.year, item.source].filter(Boolean).join(' · ') || undefined,
    text: item.title,
  }))
  const education = texts(person.education)
  const sections: BioSection[] = [
    { title: t.practices, groups: [{ items: practices, inline: true }] },
    {
      title: t.experience,
      groups: [
        { heading: t.recentExperience, items: experience },
        { heading: t.cases, items: cases },
      ],
    },
    {
      title: t.recognition,
      groups: [
        { heading: t.rankings, items: ratings },
        { heading: t.awards, items: awards },
        { heading: t.firmAchievements, items: achievements },
      ],
    },
    { title: t.education, groups: [{ items: education }] },
    {
      title: t.qualification,
      groups: [{ items: person.qualification ? [{ text: person.qualification }] : [] }],
    },
  ]
  return sections
    .map((section) => {
      const groups = section.groups.filter((group) => group.items.length > 0)
      // A lone group needs no heading of its own under the section's title.
      return {
        ...section,
        groups: groups.length === 1 ? [{ ...groups[0]!, heading: undefined }] : groups,
      }
    })
    .filter((section) => section.groups.length > 0)
}

/** The portrait as a small JPEG (pdfkit draws JPEG and PNG; uploads are kept as WebP). */
async function photoOf(photo: Person['photo']): Promise<Buffer | null> {
  const media = typeof photo === 'object' ? (photo as Media | null) : null
  const filename = media?.sizes?.portrait?.filename ?? media?.filename
  if (!filename) return null
  return sharp(path.join(getEnv().mediaDir, path.basename(filename)))
    .resize({ ...PHOTO_PIXELS, fit: 'cover', position: 'top' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
    .catch(() => null)
}
