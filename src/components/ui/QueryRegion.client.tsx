'use client'

import styles from './list-toolbar.module.css'
import { useQueryRegion } from './use-query-region'

/**
 * A page's query region (src/lib/query-regions.ts): HTML made on the server, shown as it is. Its
 * links and form are plain ones (a search is a new page, answered from a frame at once); React
 * never looks inside it, not even while it hydrates.
 */
export function QueryRegion({ id, html }: { id: string; html: string }) {
  const content = useQueryRegion(id, html)
  if (content === null) return <div id={id} className={styles.region} aria-busy="true" />
  // biome-ignore lint/security/noDangerouslySetInnerHtml: made on the server from escaped text (src/components/ui/region-html.ts)
  return <div id={id} className={styles.region} dangerouslySetInnerHTML={{ __html: content }} />
}
