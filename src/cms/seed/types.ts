/**
 * Shapes of the demo content. Every visitor-facing text is given in both languages; references
 * between documents use stable string keys that the seeder resolves to numeric ids.
 */
import type { PostType } from '@/lib/post-types'
import type { OptionalRegistrationField } from '@/lib/registration-form'
import type { VacancyLevel } from '@/lib/vacancies'

/** A text in both languages. */
export type L<T = string> = { ru: T; en: T }
/** Rich text given as paragraphs (turned into Lexical JSON by the seeder). */
export type Paragraphs = L<string[]>

/** What search engines and social networks show (the SEO tab); `shareImage` makes one of its own. */
export type SeoSeed = { title: L; description: L; shareImage?: boolean }

export type PracticeSeed = {
  key: string
  /** Stable `?section=` key for sub-areas (e.g. international-sanctions); also the default slug. */
  sectionKey?: string
  title: L
  summary: L
  body: Paragraphs
  card?: { value: L; label: L }
  sectors?: string[]
  children?: PracticeSeed[]
  seo?: SeoSeed
}

export type SectorSeed = { key: string; title: L; summary: L; body: Paragraphs }

export type PersonRole = 'partner' | 'counsel' | 'attorney' | 'advisor'

export type PersonSeed = {
  key: string
  name: L
  role: PersonRole
  roleLabel: L
  practices: string[]
  sectors?: string[]
  bio: Paragraphs
  education: L[]
  qualification: L
  languages: L
  ratings?: { source: L; text: L }[]
  recognition?: L[]
  recentExperience?: L[]
  email: string
  phone: string
  seo?: SeoSeed
}

export type PostSeed = {
  key: string
  type: PostType
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string
  title: L
  summary: L
  body: Paragraphs
  authors: string[]
  practices: string[]
  sectors?: string[]
  event?: {
    startsAt: string
    endsAt?: string
    place: L
    /** Registration on the site (the event's form); absent: it takes none. */
    registration?: {
      capacity?: number
      closesAt?: string
      waitingList?: boolean
      fields: OptionalRegistrationField[]
    }
  }
  sourceUrl?: string
  seo?: SeoSeed
}

export type AchievementSeed = {
  year: number
  source: L
  title: L
  text: L
  sum?: L
  value?: L
  label?: L
  detailsUrl?: string
  practices?: string[]
  people?: string[]
}

export type ClientSeed = { name: L; sector?: string; url?: string }

export type CaseSeed = {
  title: L
  summary: L
  year: number
  value?: L
  featured?: boolean
  practices: string[]
  people?: string[]
}

export type OfficeSeed = {
  name: L
  kind: 'headquarters' | 'branch' | 'network'
  city: L
  country: L
  address: L
  /** Office hours, shown on /contacts (the firm's own offices). */
  hours?: L
  /** How to get there, shown on /contacts (the firm's own offices). */
  directions?: L
  /** A drawn map of the office, uploaded as the firm would its own (the headquarters). */
  map?: boolean
  phone: string
  email?: string
  url?: string
  location?: { lat: number; lng: number }
}

export type ProBonoSeed = { title: L; summary: L; year: number; partner?: L }

export type PageSeed = {
  key: string
  title: L
  summary?: L
  body: Paragraphs
  version?: string
  /** The body's lines carry marks (headings, lists, quotes, links): see `markedToLexical`. */
  marked?: boolean
}

/** A vanity link to a practice (with its sub-area) or to a path; 301 unless said otherwise. */
export type RedirectSeed = {
  from: string
  practice?: string
  url?: string
  section?: string
  status?: '301' | '302'
}

export type SiteSeed = {
  name: L
  tagline: L
  phone: string
  email: string
  address: L
  social: { network: string; url: string }[]
  privacyPolicyVersion: string
}

export type NavigationSeed = {
  header: { label: L; href: string }[]
  footer: { label: L; href: string }[]
}

/** The home page global: its texts in both languages, and the rankings it features. */
export type HomeSeed = {
  hero: {
    eyebrow: L
    heading: L
    lead: L
    primaryLabel: L
    primaryLink: string
    secondaryLabel: L
    secondaryLink: string
    figures: Record<
      'yearsOnMarket' | 'lawyers' | 'yearsInRankings' | 'casesPerYear' | 'publishedWorks',
      L
    >
  }
  sections: Record<
    | 'practices'
    | 'allPractices'
    | 'sectors'
    | 'allSectors'
    | 'achievements'
    | 'allAchievements'
    | 'projects'
    | 'news'
    | 'allNews'
    | 'partners'
    | 'allTeam'
    | 'clients',
    L
  >
  cta: { title: L; text: L; buttonLabel: L; buttonLink: string }
  /** Achievements by year and Russian title, in the order the home page shows them. */
  featuredAchievements: { year: number; title: string }[]
}

/** An open vacancy; `description` and `requirements` are marked lines (see `markedToLexical`). */
export type VacancySeed = {
  title: L
  practice?: string
  level: VacancyLevel
  city: L
  description: Paragraphs
  requirements: Paragraphs
}
