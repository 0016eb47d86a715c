import { MediaImage } from '@/components/ui/MediaImage'
import type { Client } from '@/config/payload-types'
import { isWebAddress } from '@/lib/external-url'

import styles from './home.module.css'

/**
 * Clients (the firm names only those who agreed): the logo when there is one, otherwise the name;
 * linked to the client's site when an editor gave one (same tab, marked as another site's). The
 * logo is the link's whole content, so its alt text is the client's name in the page's language
 * rather than the media's own description: the link must say whose site it opens.
 */
export function ClientWall({ clients }: { clients: Client[] }) {
  return (
    <ul className={styles.clients}>
      {clients.map((client) => {
        const logo = typeof client.logo === 'object' && client.logo?.url ? client.logo : null
        const content = logo ? (
          <MediaImage media={logo} size="card" alt={client.name} className={styles.clientLogo} />
        ) : (
          client.name
        )
        return (
          <li key={client.id} className={styles.client}>
            {isWebAddress(client.url) ? (
              <a href={client.url} rel="external noopener" className={styles.clientLink}>
                {content}
              </a>
            ) : (
              content
            )}
          </li>
        )
      })}
    </ul>
  )
}
