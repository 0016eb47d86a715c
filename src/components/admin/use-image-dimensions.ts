import { useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { ImageDimensions } from '@/lib/image-slots'

/**
 * The pixel size of the image in the media edit view: of a file just chosen (read in the browser,
 * before it is saved), else the stored `width` and `height`.
 */
export function useEditedImageDimensions(): ImageDimensions | null {
  const file = useFormFields(([fields]) => fields.file?.value)
  const width = useFormFields(([fields]) => fields.width?.value)
  const height = useFormFields(([fields]) => fields.height?.value)
  const mimeType = useFormFields(([fields]) => fields.mimeType?.value)
  const chosen = useChosenFileDimensions(file instanceof File ? file : null)
  if (chosen) return chosen
  if (typeof width !== 'number' || typeof height !== 'number') return null
  return { width, height, mimeType: typeof mimeType === 'string' ? mimeType : null }
}

function useChosenFileDimensions(file: File | null): ImageDimensions | null {
  const [dimensions, setDimensions] = useState<ImageDimensions | null>(null)
  useEffect(() => {
    setDimensions(null)
    if (!file?.type.startsWith('image/')) return
    let live = true
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      if (live) {
        setDimensions({
          width: image.naturalWidth,
          height: image.naturalHeight,
          mimeType: file.type,
        })
      }
      URL.revokeObjectURL(url)
    }
    image.onerror = () => URL.revokeObjectURL(url)
    image.src = url
    return () => {
      live = false
    }
  }, [file])
  return dimensions
}

/** The pixel size of the media document an upload field has chosen (its id), read from the API. */
export function useChosenMediaDimensions(value: unknown): ImageDimensions | null {
  const { config } = useConfig()
  const id = mediaId(value)
  const [dimensions, setDimensions] = useState<ImageDimensions | null>(null)
  useEffect(() => {
    setDimensions(null)
    if (id === null) return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/media/${id}?depth=0`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: ImageDimensions | null) => {
        if (doc) setDimensions({ width: doc.width, height: doc.height, mimeType: doc.mimeType })
      })
      .catch(() => {
        // Aborted, or offline: the warning is advice, and no warning is shown without the size.
      })
    return () => controller.abort()
  }, [id, config.serverURL, config.routes.api])
  return dimensions
}

function mediaId(value: unknown): number | string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value
  if (value && typeof value === 'object' && 'id' in value) {
    const { id } = value as { id: unknown }
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}
