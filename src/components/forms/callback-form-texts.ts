import type { ReactNode } from 'react'

import { CALLBACK_ERROR_KEYS, CALLBACK_FIELDS, type CallbackErrorKey } from '@/callback/schema'
import { CALLBACK } from '@/config/constants'

/**
 * What the callback form says, formatted on the server (namespace `callback`): the form is a client
 * component and the browser has no message formatter (first-load budget, see
 * src/i18n/client-code.test.ts).
 */
export type CallbackFormTexts = {
  name: string
  namePlaceholder: string
  phone: string
  phoneHint: string
  comment: string
  commentPlaceholder: string
  /** "# of 2000 characters": the browser puts the count where "#" is. */
  commentCount: string
  /** The agreement's label, with its link to the privacy policy. */
  agreement: ReactNode
  required: string
  honeypot: string
  send: string
  sending: string
  success: string
  successText: string
  sendAnother: string
  failure: string
  /** With JavaScript an expired form gets a new token at once: only the click is left to repeat. */
  renewed: string
  /** The error summary's heading for 1, 2… fields (index: count - 1). */
  summary: string[]
  errors: Record<CallbackErrorKey, string>
}

type Translate = (key: string, values?: Record<string, string | number>) => string

/** Every plain text of the form (all but the agreement's rich label). */
export function callbackFormTexts(t: Translate): Omit<CallbackFormTexts, 'agreement'> {
  const plain = [
    'name',
    'namePlaceholder',
    'phone',
    'phoneHint',
    'comment',
    'commentPlaceholder',
    'required',
    'honeypot',
    'send',
    'sending',
    'success',
    'successText',
    'sendAnother',
    'failure',
    'renewed',
  ] as const
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<
      (typeof plain)[number],
      string
    >),
    commentCount: t('commentCount', { count: '#', max: CALLBACK.commentMaxLength }),
    // A summary never lists more fields than the form has: one text per possible count.
    summary: CALLBACK_FIELDS.map((_, index) => t('summary', { count: index + 1 })),
    errors: Object.fromEntries(
      CALLBACK_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)]),
    ) as Record<CallbackErrorKey, string>,
  }
}
