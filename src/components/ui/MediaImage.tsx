import type { Media } from '@/config/payload-types'
import { focalObjectPosition } from '@/lib/image-slots'

type Size = 'thumbnail' | 'portrait' | 'card' | 'hero' | 'og'

/** Sizes cut to the original's proportions, so any of them can stand in for another in a srcset. */
const FLUID: Size[] = ['card', 'hero']

/**
 * An image from the media library at a given Payload size, with its intrinsic width and height
 * (no layout shift). Fluid sizes also offer the larger ones through `srcset`/`sizes`. Its alt is
 * the media's own, read in the page's language (English falls back to Russian), unless the caller
 * passes `alt=""` for a decorative picture. Where CSS cuts it (`object-fit: cover`), the editor's
 * focal point stays in view through `object-position`.
 */
export function MediaImage({
  media,
  size,
  alt,
  sizes,
  priority = false,
  className,
}: {
  media: number | Media | null | undefined
  size: Size
  alt?: string
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 900px) 33vw, 100vw". */
  sizes?: string
  priority?: boolean
  className?: string
}) {
  if (!media || typeof media !== 'object') return null
  const variant = media.sizes?.[size]
  const url = variant?.url ?? media.url
  const width = variant?.width ?? media.width
  const height = variant?.height ?? media.height
  if (!url) return null
  const objectPosition = focalObjectPosition(media, variant ?? undefined)
  const srcSet = FLUID.includes(size) ? fluidSrcSet(media) : undefined
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt ?? media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={objectPosition ? { objectPosition } : undefined}
    />
  )
}

function fluidSrcSet(media: Media): string | undefined {
  const candidates = FLUID.map((s) => media.sizes?.[s]).filter(
    (v): v is { url: string; width: number } => Boolean(v?.url && v.width),
  )
  if (candidates.length < 2) return undefined
  return candidates.map((v) => `${v.url} ${v.width}w`).join(', ')
}
