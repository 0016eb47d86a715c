'use client'

import { useField } from '@payloadcms/ui'

import { type ImageSlot, slotShortfall } from '@/lib/image-slots'

import { SlotWarning } from './SlotWarning.client'
import { useChosenMediaDimensions } from './use-image-dimensions'

/**
 * Under an image field of a slot (a person's photo, a cover, the share image, a logo): a warning
 * when the chosen image is smaller than the slot needs. Advice, not a refusal: a small image is
 * still better than none, and only the editor knows whether a bigger one exists.
 */
export function ImageSlotWarning({ slot, path }: { slot: ImageSlot; path: string }) {
  const { value } = useField<unknown>({ path })
  const image = useChosenMediaDimensions(value)
  const shortfall = image ? slotShortfall(slot, image) : null
  return shortfall ? <SlotWarning shortfalls={[shortfall]} /> : null
}
