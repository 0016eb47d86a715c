import type { Field, FieldHook } from 'payload'

import { MAX_SLUG_LENGTH } from '@/config/constants'

import { slugify } from './slugify'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Fills an empty slug from the source field of the same locale, and normalises a typed one. */
function formatSlug(sourceField: string): FieldHook {
  return ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
  }
}

/** A localized slug (one per language), generated from `sourceField` when left empty. */
export function slugField(sourceField = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    index: true,
    maxLength: MAX_SLUG_LENGTH,
    admin: { position: 'sidebar', description: 'Generated from the title when left empty' },
    hooks: { beforeValidate: [formatSlug(sourceField)] },
    validate: (value: string | null | undefined) =>
      value == null ||
      value === '' ||
      SLUG_PATTERN.test(value) ||
      'Use lowercase latin letters, digits and hyphens',
  }
}
