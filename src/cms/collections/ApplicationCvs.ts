import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { inboxOnly, nobody } from '../access'
import { ADMIN_GROUPS } from '../fields/labels'

/**
 * Applicants' CVs: an upload collection of its own, not the media library. Its files live in
 * DATA_DIR/cvs, which nothing serves publicly, and Payload's file route
 * (/api/application-cvs/file/…) checks `read`: staff with the inbox role only. CVs come only with
 * an application (src/callback/application.ts, through the Local API) and go with it.
 */
export const ApplicationCvs: CollectionConfig = {
  slug: 'application-cvs',
  labels: {
    singular: { ru: 'Резюме', en: 'CV' },
    plural: { ru: 'Резюме', en: 'CVs' },
  },
  admin: { group: ADMIN_GROUPS.inbox, defaultColumns: ['filename', 'filesize', 'createdAt'] },
  access: { read: inboxOnly, create: nobody, update: nobody, delete: inboxOnly },
  defaultSort: '-createdAt',
  upload: {
    staticDir: getEnv().cvDir,
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // The file opens in the browser's viewer or downloads, never from a cache other users share.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('cache-control', 'private, no-store')
      return headers
    },
  },
  fields: [],
}
