/**
 * Vanity links (issue 19, item 6): the rules for a redirect's source path, the loops and chains a
 * save must refuse, and how a visitor's address is matched. Pure, so that the CMS's validation,
 * the data layer's table and the server's step share one definition.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'
import { RESERVED_FIRST_SEGMENTS } from '@/config/reserved-segments'
import { redirectPath } from './same-origin-redirect'

/** The shape of a source path, the target's length, and how many redirects an editor may keep. */
export const VANITY_REDIRECTS = {
  sourceMaxLength: 200,
  sourceMaxSegments: 8,
  targetMaxLength: 500,
  /** Redirects an editor may keep (each save reads them all to refuse loops and chains). */
  maxCount: 2000,
} as const

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type SourceProblem =
  | 'empty'
  | 'tooLong'
  | 'notPath'
  | 'queryOrHash'
  | 'languagePrefix'
  | 'segments'
  | 'tooManySegments'
  | 'reserved'

const RESERVED = new Set(RESERVED_FIRST_SEGMENTS)

/**
 * The part of a path that the site answers itself ("/offline", "/en/offline", "/team" of
 * "/team/1"), or undefined: a vanity link there would hide the site's page, file or answer, in
 * either language, and the server would never reach it.
 */
export function reservedPart(from: string): string | undefined {
  const [first = '', second] = from.slice(1).split('/')
  const prefixed = (LOCALES as readonly string[]).includes(first.toLowerCase()) && !!second
  const own = prefixed ? (second as string) : first
  if (!RESERVED.has(own.toLowerCase())) return undefined
  return prefixed ? `/${first}/${own}` : `/${own}`
}

/**
 * Why `from` cannot be a vanity link's source, or undefined when it can: a path of lower-case
 * words, digits and hyphens ("/a/b"), without the language prefix (one link serves both
 * languages), query or fragment, and outside the addresses the site answers itself.
 */
export function sourceProblem(from: string): SourceProblem | undefined {
  if (!from) return 'empty'
  if (from.length > VANITY_REDIRECTS.sourceMaxLength) return 'tooLong'
  if (!from.startsWith('/') || from.startsWith('//')) return 'notPath'
  if (/[?#]/.test(from)) return 'queryOrHash'
  if (reservedPart(from)) return 'reserved'
  const segments = from.slice(1).split('/')
  if ((LOCALES as readonly string[]).includes(segments[0] ?? '') && segments.length > 1) {
    return 'languagePrefix'
  }
  if (!segments.every((segment) => SEGMENT.test(segment))) return 'segments'
  if (segments.length > VANITY_REDIRECTS.sourceMaxSegments) return 'tooManySegments'
  return undefined
}

/**
 * The source path a target path would hit if it were a vanity link: its path without query,
 * fragment, trailing slash or language prefix, lower-cased ("/EN/A/b/?x=1" → "/a/b"). Undefined
 * for another site's address, which no redirect of ours answers.
 */
export function sourceOfTarget(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  let path = (target.split(/[?#]/)[0] ?? '').toLowerCase()
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '')
  for (const locale of LOCALES) {
    if (path === `/${locale}`) return '/'
    if (path.startsWith(`/${locale}/`)) return path.slice(locale.length + 1)
  }
  return path || '/'
}

/** A redirect as the loop and chain check sees it: its source and, for a path, its target. */
export type RedirectEdge = { id?: number | string | null; from: string; url?: string | null }

export type ChainProblem =
  | { kind: 'self' }
  /** The target is itself the source of another redirect (a → b, b → c). */
  | { kind: 'targetIsSource'; other: string }
  /** Another redirect already leads to this source (c → a, then a → b). */
  | { kind: 'sourceIsTarget'; other: string }

/**
 * The loop or chain that saving `edge` would make among `others` (the saved redirects, the edited
 * one among them or not), or undefined. A chain costs visitors a second round trip and is one edit
 * away from a loop, so both are refused: every vanity link leads straight to a page.
 */
export function chainProblem(
  edge: RedirectEdge,
  others: readonly RedirectEdge[],
): ChainProblem | undefined {
  const from = edge.from.toLowerCase()
  const target = edge.url ? sourceOfTarget(edge.url) : undefined
  if (target === from) return { kind: 'self' }
  const rest = others.filter((other) => edge.id == null || other.id !== edge.id)
  if (target) {
    const next = rest.find((other) => other.from.toLowerCase() === target)
    if (next) return { kind: 'targetIsSource', other: next.from }
  }
  const previous = rest.find((other) => other.url && sourceOfTarget(other.url) === from)
  if (previous) return { kind: 'sourceIsTarget', other: previous.from }
  return undefined
}

/**
 * The language and vanity source a visitor's path asks for ("/en/a/b" → en, "/a/b"), or
 * undefined when the path cannot be a vanity link (no lookup is made for it).
 */
export function vanityLookup(path: string): { locale: Locale; from: string } | undefined {
  if (path.length > VANITY_REDIRECTS.sourceMaxLength + 3 || path === '/') return undefined
  let locale: Locale = DEFAULT_LOCALE
  let from = path
  // "/ru/…" is the proxy's (it stores the language choice and drops the prefix): not looked up.
  for (const candidate of LOCALES) {
    if (candidate !== DEFAULT_LOCALE && path.startsWith(`/${candidate}/`)) {
      locale = candidate
      from = path.slice(candidate.length + 1)
    }
  }
  if (from.length > 1 && from.endsWith('/')) from = from.slice(0, -1)
  return sourceProblem(from) ? undefined : { locale, from }
}

type Messages = Record<SourceProblem | ChainProblem['kind'] | 'practiceOrUrl' | 'tooMany', string>

const MESSAGES: Record<'ru' | 'en', Messages> = {
  ru: {
    empty: 'Укажите путь, например /spory/arbitrazh',
    tooLong: `Путь длиннее ${VANITY_REDIRECTS.sourceMaxLength} символов`,
    notPath: 'Путь начинается с одной косой черты: /spory/arbitrazh',
    queryOrHash: 'Без ? и #: короткая ссылка — только путь',
    languagePrefix:
      'Без языкового префикса (/en): одна ссылка работает на обоих языках, /en/… — на английском',
    segments: 'Только строчные латинские буквы, цифры и дефисы между косыми чертами',
    tooManySegments: `Не больше ${VANITY_REDIRECTS.sourceMaxSegments} частей пути`,
    reserved:
      '{other} — адрес самого сайта (раздел, служебная страница или файл): короткая ссылка скрыла бы его. Выберите другой путь',
    self: 'Редирект ведёт сам на себя',
    targetIsSource:
      'Цель — сама короткая ссылка ({other}): получится цепочка или петля. Укажите конечную страницу',
    sourceIsTarget:
      'На этот путь уже ведёт редирект {other}: получится цепочка. Сначала измените его цель',
    practiceOrUrl: 'Выберите практику или укажите адрес',
    tooMany: `Не больше ${VANITY_REDIRECTS.maxCount} редиректов`,
  },
  en: {
    empty: 'Enter a path such as /disputes/arbitration',
    tooLong: `The path is longer than ${VANITY_REDIRECTS.sourceMaxLength} characters`,
    notPath: 'A path starts with one slash: /disputes/arbitration',
    queryOrHash: 'No ? or #: a vanity link is a path only',
    languagePrefix:
      'Without the language prefix (/en): one link serves both languages, /en/… the English one',
    segments: 'Lower-case Latin letters, digits and hyphens between slashes only',
    tooManySegments: `At most ${VANITY_REDIRECTS.sourceMaxSegments} parts in the path`,
    reserved:
      "{other} is the site's own address (a section, a service page or a file): a vanity link would hide it. Choose another path",
    self: 'The redirect points at itself',
    targetIsSource:
      'The target is itself a vanity link ({other}): that makes a chain or a loop. Enter the final page',
    sourceIsTarget:
      'The redirect {other} already leads to this path: that makes a chain. Change its target first',
    practiceOrUrl: 'Choose a practice or enter an address',
    tooMany: `At most ${VANITY_REDIRECTS.maxCount} redirects`,
  },
}

/** A refusal in the editor's language (Russian for "ru", English otherwise). */
export function vanityMessage(
  problem: keyof Messages,
  language: string | undefined,
  other = '',
): string {
  return MESSAGES[language === 'ru' ? 'ru' : 'en'][problem].replace('{other}', other)
}

/** A vanity link's answer: its status and its target in the visitor's language. */
export type VanityAnswer = { status: 301 | 302; target: string; section: string | null }

const SECTION = /^[a-z0-9-]{1,80}$/

/**
 * The Location of a vanity answer: its target, with the practice's sub-area (the redirect's own,
 * or the one the visitor's address asked for) as `?section=`.
 */
export function vanityLocation(answer: VanityAnswer, requestedSection: string | null): string {
  // A path is followed only where a browser keeps it on the site (another site's address was
  // checked against the admins' list when it was saved).
  const target = answer.target.startsWith('/')
    ? redirectPath(answer.target, 'https://site.invalid')
    : answer.target
  const section = answer.section ?? requestedSection
  if (!section || !SECTION.test(section)) return target
  return `${target}${target.includes('?') ? '&' : '?'}section=${section}`
}
