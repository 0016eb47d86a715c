import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { RichText } from '@/components/ui/RichText'
import type { Person } from '@/config/payload-types'
import type { PersonRelated } from '@/data/team'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { listedDate } from '@/lib/post-dates'

import styles from './bio.module.css'
import { PrintButton } from './PrintButton.client'

/** A practice or sector the bio links to (sub-areas point at their section of the parent). */
export type TopicLink = { id: number; title: string; href: string }

function hasRichText(value: unknown): boolean {
  return Boolean((value as { root?: { children?: unknown[] } } | null)?.root?.children?.length)
}

/** A titled part of the bio; its id also sets its place in the one-column phone layout. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${styles.part} ${styles[id] ?? ''}`}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function TextList({
  items,
  className,
}: {
  items: { id?: string | null; text: string }[]
  className?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id ?? item.text}>{item.text}</li>
      ))}
    </ul>
  )
}

function TopicList({ items }: { items: TopicLink[] }) {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href}>{item.title}</Link>
        </li>
      ))}
    </ul>
  )
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className={styles.icon}>
      <path
        d="M8 1.5v9M4 7l4 4 4-4M2 14.5h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  )
}

/**
 * A lawyer's bio: portrait, role, name, contacts and downloads, then only the parts that have
 * content: biography, experience, recognition and publications in the main column; practices,
 * sectors, education and qualification beside it. `data-print="bio"` switches on its print
 * stylesheet (bio.module.css).
 */
export async function PersonProfile({
  person,
  related,
  practices,
  sectors,
  vcardHref,
  pdfHref,
  profileUrl,
}: {
  person: Person
  related: PersonRelated
  practices: TopicLink[]
  sectors: TopicLink[]
  vcardHref: string
  pdfHref: string
  profileUrl: string
}) {
  const [t, types, format] = await Promise.all([
    getTranslations('person'),
    getTranslations('news.types'),
    getFormatter(),
  ])
  const { email, phone } = person.contacts ?? {}
  const ratings = person.ratings ?? []
  const recognition = person.recognition ?? []
  const experience = person.recentExperience ?? []
  const education = person.education ?? []
  const { achievements, cases, posts } = related

  const main: ReactNode[] = []
  const side: ReactNode[] = []

  if (hasRichText(person.bio)) {
    main.push(
      <Part key="biography" id="biography" title={t('biography')}>
        <RichText data={person.bio} className={`prose ${styles.prose}`} />
      </Part>,
    )
  }

  if (experience.length + cases.length > 0) {
    main.push(
      <Part key="experience" id="experience" title={t('experience')}>
        {experience.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{t('recentExperience')}</h3>
            <TextList items={experience} className={styles.bullets} />
          </>
        ) : null}
        {cases.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{t('cases')}</h3>
            <ul className={styles.cases}>
              {cases.map((item) => (
                <li key={item.id}>
                  <p className={styles.caseMeta}>
                    {[item.year, item.value].filter(Boolean).join(' · ')}
                  </p>
                  <h4 className={styles.caseTitle}>{item.title}</h4>
                  {item.summary ? <p className={styles.caseText}>{item.summary}</p> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Part>,
    )
  }

  if (ratings.length + recognition.length + achievements.length > 0) {
    main.push(
      <Part key="recognition" id="recognition" title={t('recognition')}>
        {ratings.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{t('rankings')}</h3>
            <ul className={styles.ratings}>
              {ratings.map((rating) => (
                <li key={rating.id ?? rating.source}>
                  <span className={styles.source}>{rating.source}</span>
                  {rating.text ? <span>{rating.text}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {recognition.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{t('awards')}</h3>
            <TextList items={recognition} className={styles.bullets} />
          </>
        ) : null}
        {achievements.length > 0 ? (
          <>
            <h3 className={styles.subtitle}>{t('firmAchievements')}</h3>
            <ul className={styles.achievements}>
              {achievements.map((item) => (
                <li key={item.id}>
                  <span className={styles.year}>{item.year}</span>
                  <span>
                    <span className={styles.source}>{item.source}</span>
                    {item.detailsUrl ? (
                      <a href={item.detailsUrl} rel="noopener">
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Part>,
    )
  }

  if (posts.length > 0) {
    main.push(
      <Part key="publications" id="publications" title={t('publications')}>
        <ul className={styles.posts}>
          {posts.map((post) => (
            <li key={post.id}>
              <p className={styles.postMeta}>
                <time dateTime={listedDate(post)}>
                  {format.dateTime(new Date(listedDate(post)), { dateStyle: 'long' })}
                </time>
                <span className={styles.dot}> · </span>
                {types(post.type)}
              </p>
              <Link href={paths.post(post)} className={styles.postLink}>
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link href={paths.news}>
            {t('allPublications')} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Part>,
    )
  }

  if (practices.length > 0) {
    side.push(
      <Part key="practices" id="practices" title={t('practices')}>
        <TopicList items={practices} />
      </Part>,
    )
  }
  if (sectors.length > 0) {
    side.push(
      <Part key="sectors" id="sectors" title={t('sectors')}>
        <TopicList items={sectors} />
      </Part>,
    )
  }
  if (education.length > 0) {
    side.push(
      <Part key="education" id="education" title={t('education')}>
        <TextList items={education} className={styles.plain} />
      </Part>,
    )
  }
  if (person.qualification) {
    side.push(
      <Part key="qualification" id="qualification" title={t('qualification')}>
        <p className={styles.plainText}>{person.qualification}</p>
      </Part>,
    )
  }

  return (
    <article className={styles.bio} data-print="bio">
      <header className={styles.hero}>
        <div className={styles.portrait}>
          {/* The photo's own alt text, in the page's language. */}
          <PersonPhoto name={person.name} photo={person.photo} size="large" priority />
        </div>
        <div className={styles.intro}>
          {person.roleLabel ? <p className={`eyebrow ${styles.role}`}>{person.roleLabel}</p> : null}
          <h1 className={styles.name}>{person.name}</h1>
          <dl className={styles.contacts}>
            {phone ? (
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <PhoneLink phone={phone} />
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <EmailLink email={email} />
                </dd>
              </div>
            ) : null}
            {person.languages ? (
              <div>
                <dt>{t('languages')}</dt>
                <dd>{person.languages}</dd>
              </div>
            ) : null}
            {/* On paper the reader needs this page's address written out. */}
            <div className={styles.printOnly}>
              <dt>{t('webPage')}</dt>
              <dd>
                <a href={profileUrl}>{profileUrl}</a>
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <a className={styles.action} href={pdfHref} download type="application/pdf">
              <DownloadIcon />
              {t('pdf')}
            </a>
            <a className={styles.action} href={vcardHref} download>
              <DownloadIcon />
              {t('vcard')}
            </a>
            <PrintButton label={t('print')} className={styles.action} />
          </div>
        </div>
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>{main}</div>
        {side.length > 0 ? <div className={styles.side}>{side}</div> : null}
      </div>
    </article>
  )
}
