import type { CollectionConfig } from 'payload'

import {
  clearPasswordMark,
  clearPasswordMarkAfterReset,
  dropGeneratedPassword,
  guardUsers,
} from '@/auth/hooks'
import { SESSION_LIMITS } from '@/auth/session-policy'
import { getEnv } from '@/config/env'
import { PASSWORD_LENGTH } from '@/config/password-policy'

import {
  adminFieldOnly,
  admins,
  adminsOrSelf,
  adminsOrSelfField,
  type ROLES,
  userHasRole,
} from '../access'
import { ADMIN_GROUPS, type AdminLabel, optionsOf } from '../fields/labels'

const ROLE_LABELS = {
  admin: { ru: 'Администратор', en: 'Administrator' },
  editor: { ru: 'Редактор', en: 'Editor' },
  inbox: { ru: 'Обработка заявок', en: 'Callback inbox' },
} satisfies Record<(typeof ROLES)[number], AdminLabel>

/**
 * Staff accounts: admins manage the site and its users, editors publish content, the inbox role
 * handles what visitors send. Never readable anonymously.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { ru: 'Пользователь', en: 'User' },
    plural: { ru: 'Пользователи', en: 'Users' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: ADMIN_GROUPS.settings,
  },
  auth: {
    // Payload's own lock (N failures lock the account for a while) would let anyone lock an
    // editor out; src/auth throttles failed sign-ins per address and per account instead.
    maxLoginAttempts: 0,
    // Tokens stay in the HttpOnly cookie: no answer (sign-in, /me, refresh) shows one to scripts.
    removeTokenFromResponses: true,
    // The idle timeout: a token lasts this long, and the admin refreshes it while its user is
    // active; src/auth refuses refreshes past SESSION_LIMITS.absoluteSeconds.
    tokenExpiration: SESSION_LIMITS.idleSeconds,
    cookies: {
      sameSite: 'Lax',
      // Secure whenever the site is served over HTTPS (its public address says so).
      secure: getEnv().siteUrl.startsWith('https:'),
    },
  },
  hooks: {
    beforeOperation: [guardUsers],
    beforeChange: [clearPasswordMark],
    afterChange: [dropGeneratedPassword],
    afterOperation: [clearPasswordMarkAfterReset],
  },
  access: {
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 160, label: { ru: 'Имя', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: optionsOf(ROLE_LABELS),
      label: { ru: 'Роли', en: 'Roles' },
      admin: {
        description: {
          ru: 'Администратор управляет сайтом и пользователями, редактор публикует содержание; заявки посетителей видит только роль «Обработка заявок»',
          en: 'Administrators manage the site and its users, editors publish content; only the callback inbox role sees what visitors send',
        },
      },
      saveToJWT: true,
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    {
      // Set on the first admin when its password was generated (src/cms/seed/admin.ts); cleared
      // when the account's owner sets a new one (src/auth/hooks.ts). Others never see it.
      name: 'mustChangePassword',
      type: 'checkbox',
      defaultValue: false,
      label: { ru: 'Сменить пароль при входе', en: 'Must change password at sign-in' },
      access: { read: adminsOrSelfField, create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        position: 'sidebar',
        // Admins see it; the marked account is told in a prompt of its own (PasswordChangePrompt).
        condition: (_data, _siblingData, { user }) => userHasRole(user, 'admin'),
        description: {
          ru: 'Пока отмечено, учётная запись может только задать себе новый пароль; отметка снимается, когда её владелец это сделает',
          en: 'While ticked, the account can only set itself a new password; the tick goes once its owner has',
        },
      },
    },
    {
      // Asked for when someone changes their own password; checked and dropped by src/auth/hooks.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      maxLength: PASSWORD_LENGTH.max,
      label: { ru: 'Текущий пароль', en: 'Current password' },
      // Readable (it holds nothing): the admin hides a field its user cannot read, and editors
      // could then never change their own password there. Shown once a new password is typed
      // (its field is required in the admin, so it must not stand in the way of other edits).
      admin: {
        condition: (data) => typeof data?.password === 'string' && data.password.length > 0,
        components: { Field: '@payloadcms/ui#PasswordField' },
        description: {
          ru: 'Нужен, только чтобы сменить свой пароль',
          en: 'Needed only to change your own password',
        },
      },
    },
  ],
}
