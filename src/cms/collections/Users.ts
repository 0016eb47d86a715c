import type { CollectionConfig } from 'payload'

import { guardUsers } from '@/auth/hooks'
import { TOKEN_COOKIE } from '@/config/constants'

import { adminFieldOnly, admins, adminsOrSelf, ROLES } from '../access'
import { keepErrorDetails } from './error-details'

/** Staff accounts: admins manage everything, editors publish content. Never readable anonymously. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { ru: 'Пользователь', en: 'User' },
    plural: { ru: 'Пользователи', en: 'Users' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Settings' },
  auth: {
    // Payload's own lock (N failures lock the account for a while) would let anyone lock an
    // editor out; src/auth throttles failed sign-ins per address and per account instead.
    maxLoginAttempts: 0,
    tokenExpiration: TOKEN_COOKIE.maxAgeSeconds,
    cookies: { sameSite: 'Lax' },
  },
  hooks: { beforeOperation: [guardUsers], afterError: [keepErrorDetails] },
  access: {
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 160 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [...ROLES],
      saveToJWT: true,
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
  ],
}
