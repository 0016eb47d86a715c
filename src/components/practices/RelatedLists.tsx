import { getFormatter, getTranslations } from 'next-intl/server'
import { ContactCards } from '@/components/team/ContactCards'
import { PersonCards } from '@/components/team/PersonCards'
import { Section } from '@/components/ui/Section'
import type { Person, Post, SiteText } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { listedDate } from '@/lib/post-dates'

import styles from './practices.module.css'

/** Related publications: date and type, title linking to the press-center item, summary. */
export async function PublicationList({ posts }: { posts: Post[] }) {
  const [format, types] = await Promise.all([getFormatter(), getTranslations('news.types')])
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.id} className={styles.post}>
          <p className={styles.postMeta}>
            <span className={styles.postType}>{types(post.type)}</span>
            <time dateTime={listedDate(post)}>
              {format.dateTime(new Date(listedDate(post)), { dateStyle: 'long' })}
            </time>
          </p>
          <h3>
            <Link href={paths.post(post)}>{post.title}</Link>
          </h3>
          {post.summary ? <p>{post.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/** The closing call to action: talk to the firm about a matter (texts from the page texts global). */
export function ContactCta({ cta }: { cta: NonNullable<SiteText['practices']>['cta'] }) {
  if (!cta?.title || !cta.button) return null
  return (
    <aside className={styles.cta} aria-labelledby="cta-title">
      <div>
        <h2 id="cta-title">{cta.title}</h2>
        {cta.text ? <p>{cta.text}</p> : null}
      </div>
      <Link href={paths.contacts} className={styles.ctaButton}>
        {cta.button}
      </Link>
    </aside>
  )
}

/** The practice card's figure, shown large beside the page title. */
export async function KeyFigure({
  figure,
}: {
  figure: { value?: string | null; label?: string | null } | null | undefined
}) {
  if (!figure?.value) return null
  const t = await getTranslations('practice')
  return (
    <dl className={styles.keyFigure}>
      <div>
        <dt>{figure.label ?? t('figure')}</dt>
        <dd>{figure.value}</dd>
      </div>
    </dl>
  )
}

/** How many people a practice or sector page names as its contacts near the top. */
const KEY_CONTACTS = 3

/**
 * The people to call about the practice or sector (partners first, in display order), placed
 * under the title so that a visitor on a phone finds them without scrolling through the page.
 */
export async function KeyContacts({ partners, team }: { partners: Person[]; team: Person[] }) {
  const people = [...partners, ...team].slice(0, KEY_CONTACTS)
  if (people.length === 0) return null
  const t = await getTranslations('practice')
  return (
    <aside className={styles.keyContacts} aria-labelledby="key-contacts">
      <h2 id="key-contacts" className={styles.asideTitle}>
        {t('keyContacts')}
      </h2>
      <ContactCards people={people} />
    </aside>
  )
}

/** Partners (with ratings), then the rest of the team; `teamMore` links to the whole list. */
export async function RelatedPeople({
  partners,
  team,
  teamMore,
}: {
  partners: Person[]
  team: Person[]
  teamMore?: { href: string; label: string }
}) {
  const t = await getTranslations('practice')
  return (
    <>
      {partners.length > 0 ? (
        <Section id="partners" title={t('partners')}>
          <PersonCards people={partners} variant="partner" />
        </Section>
      ) : null}
      {team.length > 0 ? (
        <Section id="team" title={t('team')} more={teamMore}>
          <PersonCards people={team} variant="row" />
        </Section>
      ) : null}
    </>
  )
}

/** The latest publications linked to the page, with a link to the press center. */
export async function RelatedPublications({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null
  const t = await getTranslations('practice')
  return (
    <Section
      id="publications"
      title={t('publications')}
      more={{ href: paths.news, label: t('allPublications') }}
    >
      <PublicationList posts={posts} />
    </Section>
  )
}
