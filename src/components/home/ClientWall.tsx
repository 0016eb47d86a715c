import type { Client } from '@/config/payload-types'

import styles from './home.module.css'

/** Clients by name (the firm names only those who agreed; logos are shown when there are any). */
export function ClientWall({ clients }: { clients: Client[] }) {
  return (
    <ul className={styles.clients}>
      {clients.map((client) => (
        <li key={client.id} className={styles.client}>
          {client.name}
        </li>
      ))}
    </ul>
  )
}
