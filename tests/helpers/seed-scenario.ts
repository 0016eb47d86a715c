import type { Payload } from 'payload'
import { expect } from 'vitest'

import { seed } from '@/cms/seed'

/** Seeding fills every content collection in both languages, and a second run changes nothing. */
export async function seedScenario(payload: Payload): Promise<void> {
  const first = await seed(payload, { log: () => undefined })
  expect(first.seeded).toBe(true)
  expect(first.counts.people).toBe(80)
  expect(first.counts.posts).toBeGreaterThanOrEqual(60)
  expect(first.counts.practices).toBeGreaterThanOrEqual(21)
  for (const [collection, count] of Object.entries(first.counts)) {
    expect(count, collection).toBeGreaterThan(0)
  }
  const second = await seed(payload, { log: () => undefined })
  expect(second).toEqual({ seeded: false, counts: first.counts })

  // Both languages are present, with their own slugs.
  const sanctions = await payload.find({
    collection: 'practices',
    where: { sectionKey: { equals: 'international-sanctions' } },
    locale: 'all',
    depth: 0,
  })
  const doc = sanctions.docs[0] as unknown as { title: { ru: string; en: string } }
  expect(doc.title.ru).toMatch(/санкц/i)
  expect(doc.title.en).toMatch(/sanction/i)
  const site = await payload.findGlobal({ slug: 'site', locale: 'en' })
  expect(site.phone).toMatch(/^\+7/)
  expect(site.email).toContain('@')
}
