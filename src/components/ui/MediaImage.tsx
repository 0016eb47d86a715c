import type { Media } from '@/payload-types'

/** An image from the media library at a given Payload size, with its intrinsic dimensions. */
export function MediaImage({
  media,
  size,
  alt,
  priority = false,
}: {
  media: number | Media | null | undefined
  size: 'thumbnail' | 'portrait' | 'card' | 'hero' | 'og'
  alt?: string
  priority?: boolean
}) {
  if (!media || typeof media !== 'object') return null
  const variant = media.sizes?.[size]
  const url = variant?.url ?? media.url
  const width = variant?.width ?? media.width
  const height = variant?.height ?? media.height
  if (!url) return null
  return (
    <img
      src={url}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt ?? media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
