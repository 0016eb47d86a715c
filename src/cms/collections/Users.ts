import type { CollectionConfig } from 'payload'

import { LOGIN_LOCK_TIME_MS, LOGIN_MAX_ATTEMPTS, TOKEN_COOKIE } from '@/config/constants'

import { adminFieldOnly, admins, adminsOrSelf, ROLES } from '../access'

/** Staff accounts: admins manage everything, editors publish content. Never readable anonymously. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { ru: 'Пользователь', en: 'User' },
    plural: { ru: 'Пользователи', en: 'Users' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Settings' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_TIME_MS,
    tokenExpiration: TOKEN_COOKIE.maxAgeSeconds,
    cookies: { sameSite: 'Lax' },
  },
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
