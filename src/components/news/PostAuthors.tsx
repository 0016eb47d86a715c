import { getTranslations } from 'next-intl/server'

import { PersonPhoto } from '@/components/ui/PersonPhoto'
import type { PostAuthor } from '@/data/press'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './post.module.css'

/** A post's authors, each with photo, name and role, linking to their page in the team. */
export async function PostAuthors({ authors }: { authors: PostAuthor[] }) {
  if (authors.length === 0) return null
  const t = await getTranslations('post')
  return (
    <section aria-labelledby="post-authors" className={styles.block}>
      <h2 id="post-authors" className={styles.label}>
        {t('authors', { count: authors.length })}
      </h2>
      <ul className={styles.authors}>
        {authors.map((author) => (
          <li key={author.id}>
            <Link href={paths.person(author)} className={styles.author}>
              <PersonPhoto
                name={author.name}
                photo={author.photo}
                size="small"
                alt=""
                className={styles.photo}
              />
              <span>
                <span className={styles.authorName}>{author.name}</span>
                {author.roleLabel ? (
                  <span className={styles.authorRole}>{author.roleLabel}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
