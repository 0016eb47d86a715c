/**
 * The one way a client component receives its texts. The browser has no message formatter (next-intl's
 * runtime and the catalogues stay out of the first-load JavaScript, see client-code.test.ts), so the
 * server half formats the texts and hands them over as a prop. Which texts of a namespace reach the
 * browser, and in what form, is written once below (CLIENT_TEXTS); the server half gets them with
 * `getClientTexts(namespace, locale)` (get-client-texts.ts) and the client half types its prop as
 * `ClientTexts<'namespace'>`, both typed from the Russian catalogue.
 */
import type { ReactNode } from 'react'

import type { Locale } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'

import type { Messages } from './messages'
import { type PluralTemplates, pluralTemplates } from './plural-templates'

const FORM = Symbol('client text form')

type Values = Record<string, string | number>
type RichTags = Record<string, (chunks: ReactNode) => ReactNode>

/** A plural message the browser fills in: one template per plural category, "#" for the number. */
export const plural = { [FORM]: 'plural' } as const
/** A message formatted for each count from 1 to n (n given by the server half): read by index, count - 1. */
export const perCount = { [FORM]: 'perCount' } as const
/** A message with markup (a link): the server half gives its tags. */
export const rich = { [FORM]: 'rich' } as const
/** A message formatted with these values ("#" where the browser puts its own number). */
export const withValues = <const V extends Values>(values: V) =>
  ({ [FORM]: 'values', values }) as const

type Form = typeof plural | typeof perCount | typeof rich | ReturnType<typeof withValues>

/** Which messages of a namespace reach the browser: `true` as they read (a group whole), or a form. */
type Spec<M> = { [K in keyof M]?: true | Form | (M[K] extends string ? never : Spec<M[K]>) }

/**
 * What reaches the browser of each namespace, and only that (the first-load budget counts every
 * byte of the page's payload too). A new client text is added here and to both catalogues.
 */
export const CLIENT_TEXTS = {
  /** The achievements filter (components/achievements); `count` gets the list's total from the page. */
  achievements: {
    filter: true,
    year: true,
    anyYear: true,
    source: true,
    anySource: true,
    practice: true,
    anyPractice: true,
    reset: true,
    empty: true,
    count: withValues({ shown: '#' }),
  },
  /** The callback form (components/forms); `summary` per number of wrong fields. */
  callback: {
    name: true,
    namePlaceholder: true,
    phone: true,
    phoneHint: true,
    comment: true,
    commentPlaceholder: true,
    commentCount: withValues({ count: '#', max: CALLBACK_FORM.commentMaxLength }),
    agreement: rich,
    required: true,
    honeypot: true,
    send: true,
    sending: true,
    success: true,
    sendAnother: true,
    failure: true,
    renewed: true,
    summary: perCount,
    errors: true,
  },
  /** The subscription's forms (components/forms/SubscribeForm, AlertButtonForm). */
  alerts: {
    email: true,
    practices: true,
    practicesHint: true,
    kinds: true,
    language: true,
    agreement: rich,
    required: true,
    send: true,
    save: true,
    honeypot: true,
  },
  /**
   * The application form (components/careers), with the callback form's texts of the fields both
   * have; the server sends each field's message with its answer.
   */
  application: {
    vacancy: true,
    vacancyChoose: true,
    email: true,
    coverNote: true,
    coverNotePlaceholder: true,
    cv: true,
    cvHint: true,
    send: true,
    success: true,
    successText: true,
    sendAnother: true,
    errors: { cvAgain: true },
  },
  /** The analytics consent banner (components/analytics); `text` links the privacy policy. */
  consent: {
    title: true,
    text: rich,
    accept: true,
    decline: true,
    failed: true,
  },
  /** The error view (app/(site)/[locale]/error.tsx), handed over by the layout. */
  error: {
    title: true,
    status: withValues({ status: '#' }),
    retry: true,
    home: true,
    unavailableTitle: true,
    unavailableText: true,
    navigationFailed: true,
  },
  /** The press center's live banner (components/news/LiveNews). */
  news: { live: { count: plural, show: true } },
  /** The header's popup search (components/search/PopupSearch), with two texts of `search`. */
  popupSearch: {
    title: true,
    label: true,
    placeholder: true,
    close: true,
    loading: true,
    hint: true,
    offline: true,
    error: true,
    searchPage: true,
    all: true,
    results: true,
    keys: true,
    count: plural,
  },
  /** An event's registration form (components/forms); `summary` per number of wrong fields. */
  registration: {
    name: true,
    email: true,
    emailHint: true,
    company: true,
    position: true,
    phone: true,
    question: true,
    agreement: rich,
    required: true,
    honeypot: true,
    send: true,
    sendWaiting: true,
    sending: true,
    summary: perCount,
    errors: true,
  },
  /** The popup's borrowings from /search: its empty result, and the type names (`all` too). */
  search: { empty: true, types: true },
  /** The slider of the home and collegium pages (components/ui/Slider). */
  slider: { role: true, previous: true, next: true },
  /** The team filters (components/team). */
  team: {
    filters: true,
    name: true,
    namePlaceholder: true,
    practice: true,
    allPractices: true,
    role: true,
    allRoles: true,
    roles: true,
    reset: true,
    empty: true,
    count: plural,
  },
} as const satisfies { [N in keyof Messages]?: Spec<Messages[N]> }

/** A namespace some client component receives texts of. */
export type ClientNamespace = keyof typeof CLIENT_TEXTS

/** A message as the browser gets it when it reads as written: a string, or a group of them. */
type Text<M> = M extends string ? string : { [K in keyof M]: Text<M[K]> }

type Picked<M, S> = {
  -readonly [K in keyof S & keyof M]: S[K] extends true
    ? Text<M[K]>
    : S[K] extends typeof plural
      ? PluralTemplates
      : S[K] extends typeof perCount
        ? string[]
        : S[K] extends typeof rich
          ? ReactNode
          : S[K] extends { [FORM]: 'values' }
            ? string
            : Picked<M[K], S[K]>
}

/** The texts a client component receives of namespace N, formatted by its server half. */
export type ClientTexts<N extends ClientNamespace> = Picked<Messages[N], (typeof CLIENT_TEXTS)[N]>

/** What only the server half knows, by the message's key in the namespace ("live.count"). */
export type ClientTextsOptions = {
  /** Values known per page, added to the form's own (the achievements' `total`). */
  values?: Record<string, Values>
  /** For `perCount` messages: the highest count. */
  counts?: Record<string, number>
  /** For `rich` messages: their tags. */
  rich?: Record<string, RichTags>
}

/** A translator of one namespace, as next-intl's `getTranslations` and `createTranslator` give. */
export type Translator = {
  (key: string, values?: Values): string
  rich(key: string, values?: RichTags): ReactNode
  raw(key: string): unknown
}

/** The namespace's texts for the browser, formatted with `t` (of that namespace, in `locale`). */
export function pickClientTexts<N extends ClientNamespace>(
  namespace: N,
  t: Translator,
  locale: Locale,
  options: ClientTextsOptions = {},
): ClientTexts<N> {
  return pick(CLIENT_TEXTS[namespace], '', t, locale, options) as ClientTexts<N>
}

type AnySpec = { [key: string]: true | Form | AnySpec }

function pick(
  spec: AnySpec,
  prefix: string,
  t: Translator,
  locale: Locale,
  options: ClientTextsOptions,
): Record<string, unknown> {
  const texts: Record<string, unknown> = {}
  for (const [name, form] of Object.entries(spec)) {
    const key = `${prefix}${name}`
    if (form === true) texts[name] = text(t, key)
    else if (!(FORM in form)) texts[name] = pick(form, `${key}.`, t, locale, options)
    else if (form[FORM] === 'plural') {
      texts[name] = pluralTemplates(locale, (count) => t(key, { count }))
    } else if (form[FORM] === 'perCount') {
      const counts = options.counts?.[key]
      if (counts === undefined) throw new Error(`The texts' "${key}" needs its highest count`)
      texts[name] = Array.from({ length: counts }, (_, index) => t(key, { count: index + 1 }))
    } else if (form[FORM] === 'rich') {
      texts[name] = t.rich(key, options.rich?.[key])
    } else {
      texts[name] = t(key, { ...form.values, ...options.values?.[key] })
    }
  }
  return texts
}

/** A message as it reads, or a group of them (a key per message), formatted without values. */
function text(t: Translator, key: string): unknown {
  const raw = t.raw(key)
  if (typeof raw === 'string') return t(key)
  return Object.fromEntries(
    Object.keys(raw as object).map((name) => [name, text(t, `${key}.${name}`)]),
  )
}
