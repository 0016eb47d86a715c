import { getTranslations } from 'next-intl/server'

import { CopyLinkButton } from './CopyLinkButton.client'
import styles from './post.module.css'
import { shareLinks } from './share-links'

/** Share a post by plain links (no third-party scripts) or by copying its address. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('post')
  return (
    <section aria-labelledby="post-share" className={styles.share}>
      <h2 id="post-share" className={styles.label}>
        {t('share.title')}
      </h2>
      <ul className={styles.shareList}>
        {shareLinks(url, title).map(({ network, href }) =>
          network === 'email' ? (
            // A mail client opens by itself; a new window would stay empty.
            <li key={network}>
              <a href={href} data-share={network}>
                {t(`share.${network}`)}
              </a>
            </li>
          ) : (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" data-share={network}>
                {t(`share.${network}`)}
                <span className="visually-hidden"> {t('newWindow')}</span>
              </a>
            </li>
          ),
        )}
        <li>
          <CopyLinkButton
            url={url}
            label={t('share.copy')}
            copied={t('share.copied')}
            failed={t('share.failed')}
            className={styles.copy}
            statusClassName={styles.copyStatus}
          />
        </li>
      </ul>
    </section>
  )
}
