import type { Achievement, Media } from '@/config/payload-types'
import { type PracticeRef, practiceHref, refId } from '@/lib/practice-tree'

/** A practice named on an achievement, with the address that shows it. */
export type PracticeLink = { id: number; title: string; href: string }

/** One ranking or award as the site shows it. */
export type AchievementView = {
  id: number
  year: number
  source: string
  title: string
  text: string | null
  sum: string | null
  value: string | null
  label: string | null
  detailsUrl: string | null
  logo: Media | null
  practices: PracticeLink[]
}

type KnownPractice = PracticeRef & { title: string }

/**
 * An achievement document as shown: plain fields, the logo when populated, and the linked
 * practices that are known (published), each linking to its page or its parent's section.
 */
export function achievementView<P extends KnownPractice>(
  doc: Achievement,
  byId: Map<number, P>,
): AchievementView {
  const practices = (doc.practices ?? [])
    .map((ref) => byId.get(refId(ref) ?? -1))
    .filter((p): p is P => p !== undefined)
  return {
    id: doc.id,
    year: doc.year,
    source: doc.source,
    title: doc.title,
    text: doc.text ?? null,
    sum: doc.sum ?? null,
    value: doc.value ?? null,
    label: doc.label ?? null,
    detailsUrl: safeUrl(doc.detailsUrl),
    logo: doc.logo && typeof doc.logo === 'object' ? doc.logo : null,
    practices: practices.map((p) => ({ id: p.id, title: p.title, href: practiceHref(p, byId) })),
  }
}

/** Only http(s) addresses become links: an editor's typo must not turn into a javascript: URL. */
export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** The figure an achievement leads with (its value, else its sum) and the sum beside a value. */
export function achievementFigure(a: { value?: string | null; sum?: string | null }): {
  primary: string | null
  secondary: string | null
} {
  return { primary: a.value ?? a.sum ?? null, secondary: a.value && a.sum ? a.sum : null }
}
