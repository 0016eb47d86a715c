/** What a redirect may point at: a path of this site, or an address on a host admins allow. */
import { sameOriginPath } from '@/lib/same-origin-redirect'

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** A DNS host name such as partner.example (lower case, no port, no scheme). */
export function isHostName(value: string): boolean {
  if (!value || value.length > 253) return false
  const labels = value.split('.')
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label))
}

export type TargetProblem = 'notPath' | 'notHttps' | 'hostNotAllowed'

/** Whitespace, control characters and backslashes (browsers read "/\\host" as "//host"). */
function unsafe(target: string): boolean {
  if (/[\s\\]/.test(target)) return true
  for (const char of target) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * Why `target` may not be a redirect's destination, or undefined when it may: a site path ("/x",
 * never "//host", which browsers read as another site) or an https address without credentials
 * whose host is one of `allowedHosts`.
 */
export function redirectTargetProblem(
  target: string,
  allowedHosts: readonly string[],
): TargetProblem | undefined {
  if (unsafe(target)) return 'notPath'
  if (target.startsWith('/')) {
    return sameOriginPath(target, 'https://site.invalid') === null ? 'hostNotAllowed' : undefined
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return 'notPath'
  }
  // An address of another site must be https (issue 19): a vanity link must not downgrade a visitor.
  if (url.protocol === 'http:') return 'notHttps'
  if (url.protocol !== 'https:') return 'notPath'
  if (url.username || url.password) return 'hostNotAllowed'
  const allowed = allowedHosts.map((host) => host.trim().toLowerCase())
  return allowed.includes(url.hostname) ? undefined : 'hostNotAllowed'
}

const MESSAGES: Record<'ru' | 'en', Record<TargetProblem, string>> = {
  ru: {
    notPath: 'Укажите путь сайта (например, /practices) или адрес https://…',
    notHttps: 'Адрес другого сайта — только https://…',
    hostNotAllowed:
      'Этого сайта нет среди разрешённых: администратор может добавить его в настройках сайта',
  },
  en: {
    notPath: 'Enter a path of this site (such as /practices) or an https://… address',
    notHttps: "Another site's address must be https://…",
    hostNotAllowed:
      'This host is not on the allowed list: an admin can add it in the Site settings',
  },
}

/** The refusal in the editor's language (Russian for "ru", English otherwise). */
export function redirectTargetMessage(problem: TargetProblem, language: string | undefined) {
  return MESSAGES[language === 'ru' ? 'ru' : 'en'][problem]
}
