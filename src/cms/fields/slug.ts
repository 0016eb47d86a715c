import type { Field, FieldHook, PayloadRequest } from 'payload'

import { adminTexts } from '@/cms/admin/translations'

import type { AdminLabel } from './labels'
import { MAX_SLUG_LENGTH, slugify } from './slugify'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Fills an empty slug from the source field of the same locale, and normalises a typed one. */
function formatSlug(sourceField: string): FieldHook {
  return ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
  }
}

/** What the admin says a slug is made from, per source field. */
const GENERATED_FROM: Record<'title' | 'name', AdminLabel> = {
  title: {
    ru: 'Часть адреса страницы; если оставить пустым, составится из заголовка',
    en: 'Part of the page address; generated from the title when left empty',
  },
  name: {
    ru: 'Часть адреса страницы; если оставить пустым, составится из имени',
    en: 'Part of the page address; generated from the name when left empty',
  },
}

/** A localized slug (one per language), generated from `sourceField` when left empty. */
export function slugField(sourceField: 'title' | 'name' = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    index: true,
    maxLength: MAX_SLUG_LENGTH,
    label: { ru: 'Адрес (slug)', en: 'Slug' },
    admin: { position: 'sidebar', description: GENERATED_FROM[sourceField] },
    hooks: { beforeValidate: [formatSlug(sourceField)] },
    validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
      value == null ||
      value === '' ||
      SLUG_PATTERN.test(value) ||
      adminTexts(req?.i18n?.language).validation.slug,
  }
}
