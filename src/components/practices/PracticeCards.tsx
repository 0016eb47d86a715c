import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/ui/MediaImage'
import type { Media, Practice } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { type PracticeBranch, sectionQuery } from '@/lib/practice-tree'

import styles from './practices.module.css'

/** A card of the practices or industry-sectors grid. */
export type TopicCard = {
  id: number
  title: string
  summary?: string | null
  href: string
  /** The practice card's figure and its label ("400+ cases a year"). */
  figure?: { value?: string | null; label?: string | null } | null
  image?: number | Media | null
  /** Sub-areas, listed under their parent and linking to its sections. */
  children?: { id: number; title: string; href: string }[]
}

/** A practice's card with its sub-areas, which open as sections of the practice's page. */
export function practiceCard({ practice, children }: PracticeBranch<Practice>): TopicCard {
  return {
    id: practice.id,
    title: practice.title,
    summary: practice.summary,
    href: paths.practice(practice),
    figure: practice.card,
    children: children.map((child) => ({
      id: child.id,
      title: child.title,
      href: paths.practice(practice) + sectionQuery(child),
    })),
  }
}

/**
 * A grid of practice or sector cards: title (the link, which covers the whole card), summary, the
 * card's figure, and for a practice with sub-areas a secondary list of them across the full row.
 */
export async function TopicCards({
  cards,
  level = 2,
  images = false,
}: {
  cards: TopicCard[]
  /** The cards' heading level: 2 on a list page, 3 inside a titled section. */
  level?: 2 | 3
  images?: boolean
}) {
  const t = await getTranslations('practice')
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <ul className={`${styles.grid} ${images ? styles.withImages : ''}`}>
      {cards.map((card) => {
        const children = card.children ?? []
        const wide = children.length > 0
        return (
          <li key={card.id} className={`${styles.card} ${wide ? styles.wide : ''}`}>
            <div className={styles.cardMain}>
              {images && card.image ? (
                <MediaImage
                  media={card.image}
                  size="card"
                  alt=""
                  className={styles.cardImage}
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                />
              ) : images ? (
                // Without a cover the card keeps the grid's rhythm with a plain pattern, no letters.
                <span className={`${styles.cardImage} ${styles.cardPattern}`} aria-hidden="true" />
              ) : null}
              <Heading className={styles.cardTitle}>
                <Link href={card.href} className={styles.cardLink}>
                  {card.title}
                </Link>
                <span className={styles.cardArrow} aria-hidden="true">
                  →
                </span>
              </Heading>
              {card.summary ? <p className={styles.cardSummary}>{card.summary}</p> : null}
              {card.figure?.value ? (
                <p className={styles.cardFigure}>
                  <span className={styles.figureValue}>{card.figure.value}</span>
                  {card.figure.label ? (
                    <span className={styles.figureLabel}> {card.figure.label}</span>
                  ) : null}
                </p>
              ) : null}
            </div>
            {wide ? (
              <div className={styles.subAreas}>
                <p className={styles.subAreasTitle} id={`areas-${card.id}`}>
                  {t('subAreas')}
                </p>
                <ul aria-labelledby={`areas-${card.id}`}>
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
