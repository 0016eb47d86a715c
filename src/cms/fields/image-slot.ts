import type { UploadField } from 'payload'

import type { ImageSlot } from '@/lib/image-slots'

import type { AdminLabel } from './labels'

/**
 * An image field for a place of the site: an upload of the media library that warns, under the
 * field, when the chosen image is smaller than the slot needs (IMAGE_SLOT_MIN_PIXELS). A warning
 * rather than a `validate` refusal: a field's `validate` can only refuse the save, and a small
 * photo is often the only one there is.
 */
export function imageSlotField(
  name: string,
  slot: ImageSlot,
  label: AdminLabel,
  description?: AdminLabel,
): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    label,
    admin: {
      description,
      components: {
        afterInput: [
          {
            path: '/components/admin/ImageSlotWarning.client#ImageSlotWarning',
            clientProps: { slot, path: name },
          },
        ],
      },
    },
  }
}
