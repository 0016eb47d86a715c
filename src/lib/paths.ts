/** Canonical paths of the site's documents, without the language prefix. */
type Doc = { id: number; slug?: string | null }

/** The routes that show the `pages` document of the same key (SPEC §2): /privacy, /app, … */
export const CMS_PAGE_ROUTES = ['privacy', 'accessibility', 'app', 'demo', 'qemo'] as const

const withSlug = (base: string, doc: Doc) =>
  doc.slug ? `${base}/${doc.id}/${doc.slug}` : `${base}/${doc.id}`

export const paths = {
  home: '/',
  collegium: '/collegium',
  practices: '/practices',
  practice: (doc: Doc) => withSlug('/practices', doc),
  sectors: '/industry-sectors',
  sector: (doc: Doc) => withSlug('/industry-sectors', doc),
  team: '/team',
  person: (doc: Doc) => withSlug('/team', doc),
  achievements: '/achievements',
  news: '/news',
  post: (doc: Doc) => `/news/${doc.id}`,
  contacts: '/contacts',
  careers: '/careers',
  privacy: '/privacy',
  search: '/search',
  /** The press center's RSS feed, under each language's prefix. */
  newsFeed: '/news/rss.xml',
  /** SPEC §2 /404: the not-found page, which the server also sends for every unknown address. */
  notFound: '/404',
} as const
