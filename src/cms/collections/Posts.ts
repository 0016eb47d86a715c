import type { CollectionConfig } from 'payload'

import { POST_TYPES } from '@/config/constants'

import { slugField } from '../fields/slug'
import { announcePublishedPost } from '../hooks/live-events'
import { draftedContentAccess, hooks } from './shared'

/** Press center: news, publications and events, with drafts. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { ru: 'Публикация', en: 'Post' },
    plural: { ru: 'Пресс-центр', en: 'Press center' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'publishedAt', '_status'],
    group: 'Content',
  },
  access: draftedContentAccess,
  hooks: { ...hooks, afterChange: [...hooks.afterChange, announcePublishedPost] },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 300 },
    slugField('title'),
    { name: 'type', type: 'select', required: true, options: [...POST_TYPES], index: true },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    {
      name: 'event',
      type: 'group',
      admin: { condition: (data) => data?.type === 'event' },
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'place', type: 'text', localized: true, maxLength: 300 },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000 },
    { name: 'body', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'authors', type: 'relationship', relationTo: 'people', hasMany: true },
    { name: 'practices', type: 'relationship', relationTo: 'practices', hasMany: true },
    { name: 'sectors', type: 'relationship', relationTo: 'industry-sectors', hasMany: true },
    {
      name: 'sourceUrl',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Original publication' },
    },
  ],
}
