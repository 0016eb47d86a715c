/**
 * Images and the places that show them (issue 19, item 8): whether an image is big enough for a
 * slot, and where its focal point falls once a generated size or CSS cuts it.
 */

/**
 * The smallest picture, in pixels, that fills each place the site shows an image without being
 * blown up: about twice the CSS size it is drawn at (sharp screens) or the generated size it is
 * cut to. A smaller one is accepted, with a warning in the admin.
 */
export const IMAGE_SLOT_MIN_PIXELS = {
  /** People: the `portrait` size (360×450), drawn at 4:5 on the team pages. */
  personPhoto: { width: 360, height: 450 },
  /** Posts, practices and industry sectors: the page's wide cover, and the post's share image. */
  cover: { width: 1200, height: 630 },
  /** The site's share image: link previews want 1200×630 (the `og` size). */
  shareImage: { width: 1200, height: 630 },
  /** Client logos on the home page: drawn 56 px high, contained. */
  clientLogo: { width: 224, height: 112 },
  /** Ranking and award logos: drawn 28 px high beside the entry. */
  rankingLogo: { width: 112, height: 56 },
  /** Office maps on /contacts: the `card` size (640 wide), drawn at 2:1 up to 600 px wide. */
  officeMap: { width: 1200, height: 600 },
} as const satisfies Record<string, { width: number; height: number }>

/** A place the site shows an image in (its minimum size is in `IMAGE_SLOT_MIN_PIXELS`). */
export type ImageSlot = keyof typeof IMAGE_SLOT_MIN_PIXELS

/** Every slot, in the order IMAGE_SLOT_MIN_PIXELS names them. */
export const IMAGE_SLOTS = Object.keys(IMAGE_SLOT_MIN_PIXELS) as ImageSlot[]

/** What the admin knows of an uploaded file's pixels. */
export type ImageDimensions = {
  width?: number | null
  height?: number | null
  mimeType?: string | null
}

/** How far an image falls short of a slot: its size and the slot's minimum. */
export type SlotShortfall = {
  slot: ImageSlot
  width: number
  height: number
  minWidth: number
  minHeight: number
}

/**
 * The shortfall of an image for a slot, or null when it is big enough. A vector image (SVG) is
 * never too small, and a file without pixel sizes (a PDF) is nobody's to judge here.
 */
export function slotShortfall(slot: ImageSlot, image: ImageDimensions): SlotShortfall | null {
  if (image.mimeType === 'image/svg+xml') return null
  const { width, height } = image
  if (!isPositive(width) || !isPositive(height)) return null
  const min = IMAGE_SLOT_MIN_PIXELS[slot]
  if (width >= min.width && height >= min.height) return null
  return { slot, width, height, minWidth: min.width, minHeight: min.height }
}

/** Every slot an image is too small for. */
export function slotsTooSmallFor(image: ImageDimensions): SlotShortfall[] {
  return IMAGE_SLOTS.map((slot) => slotShortfall(slot, image)).filter(
    (s): s is SlotShortfall => s !== null,
  )
}

/** An image's focal point in per cent of its width and height (Payload's `focalX`, `focalY`). */
export type FocalImage = {
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
}

/** A generated size of it: its pixel width and height. */
export type SizedVariant = { width?: number | null; height?: number | null }

/**
 * Where the focal point lies, in per cent, in a generated size of the image. Payload cuts a size
 * whose proportions differ from the original's around the focal point: it scales the original to
 * cover the size, then takes the size's box centred on the point, moved back inside the picture
 * at the edges (payload/src/uploads/image-resizing/createImageSizes.ts); this follows the same
 * steps. A size with the original's proportions keeps the point where it was.
 */
export function focalPointIn(image: FocalImage, variant?: SizedVariant): { x: number; y: number } {
  const x = clampPercent(image.focalX)
  const y = clampPercent(image.focalY)
  const W = image.width
  const H = image.height
  const w = variant?.width
  const h = variant?.height
  if (!isPositive(W) || !isPositive(H) || !isPositive(w) || !isPositive(h)) return { x, y }
  const original = W / H
  const target = w / h
  if (Math.abs(original - target) < 0.01) return { x, y }
  // Scaled to the size's height when the size is narrower than the original, else to its width.
  const scaledW = target < original ? Math.round(h * original) : w
  const scaledH = target < original ? h : Math.round(w / original)
  const along = (scaled: number, box: number, percent: number) => {
    const centre = (scaled * percent) / 100
    const start = Math.floor(Math.max(0, Math.min(centre - box / 2, scaled - box)))
    return round1(((centre - start) / box) * 100)
  }
  return { x: clampPercent(along(scaledW, w, x)), y: clampPercent(along(scaledH, h, y)) }
}

/**
 * The CSS `object-position` that keeps the focal point in view when the picture is cut further by
 * `object-fit: cover` (a point at x % of the picture lands at x % of the box, never outside it);
 * undefined for the centre, CSS's own default.
 */
export function focalObjectPosition(image: FocalImage, variant?: SizedVariant): string | undefined {
  if (image.focalX == null && image.focalY == null) return undefined
  const { x, y } = focalPointIn(image, variant)
  if (x === 50 && y === 50) return undefined
  return `${x}% ${y}%`
}

function isPositive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0
}

function clampPercent(n: number | null | undefined): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) return 50
  return Math.min(100, Math.max(0, round1(n)))
}

function round1(n: number): number {
  return Math.round(n * 10) / 10
}
