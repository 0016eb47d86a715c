import { getLocale } from 'next-intl/server'

import { MediaImage } from '@/components/ui/MediaImage'
import type { Media } from '@/config/payload-types'
import { initials } from '@/lib/initials'

import styles from './person-photo.module.css'

/**
 * A person's photo or, without one, their initials in the page's language on the firm's colours
 * ("АГ" on a Russian page, "AG" on an English one), so a missing photo never reads as a broken
 * image. The initials are decorative: the name is always written beside them.
 */
export async function PersonPhoto({
  name,
  photo,
  size,
  alt,
  priority,
  className,
}: {
  name: string
  photo: number | Media | null | undefined
  /** `small` for a thumbnail (a square), `card` for a grid card, `large` for the bio's portrait. */
  size: 'small' | 'card' | 'large'
  alt?: string
  priority?: boolean
  className?: string
}) {
  if (photo && typeof photo === 'object' && photo.url) {
    return (
      <MediaImage
        media={photo}
        size={size === 'small' ? 'thumbnail' : 'portrait'}
        alt={alt}
        priority={priority}
        className={className}
      />
    )
  }
  const locale = await getLocale()
  return (
    <span
      className={[styles.monogram, styles[size], className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-initials
    >
      {initials(name, locale)}
    </span>
  )
}
