/**
 * Yandex Metrika in the browser (SPEC §1: click map, link tracking, session replay), started only
 * after the visitor consented (issue 20). The loader is Metrika's documented one: a queueing `ym`
 * stub, then the tag script, which replays the queue.
 */

/** The counter's tag script. */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js'

type Ym = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number }
type WithYm = Window & { ym?: Ym }

/**
 * The counter's options. `defer: true` because the site is a single-page application: Metrika's
 * SPA guide (yandex.com/support/metrica/code/counter-spa-setup.html) has `init` count nothing with
 * it and every page view sent by `hit`, so the first page is counted by the same `hit` as every
 * later one, exactly once, with no special case for the landing page.
 */
export const METRIKA_OPTIONS = {
  defer: true,
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  trackHash: true,
  webvisor: true,
} as const

/** The `ym` of this page: Metrika's own once its script ran, the queueing stub before. */
function ym(win: WithYm): Ym {
  if (!win.ym) {
    const stub: Ym = function () {
      stub.a = stub.a || []
      // biome-ignore lint/complexity/noArguments: Metrika's tag replays the queued `arguments` objects, as its snippet stores them
      stub.a.push(arguments)
    }
    stub.l = Date.now()
    win.ym = stub
  }
  return win.ym
}

const started = new Set<number>()

/** Loads the tag and initialises counter `id`, once per page (document). */
export function startMetrika(id: number, win: WithYm = window): void {
  if (started.has(id)) return
  started.add(id)
  const call = ym(win)
  if (!win.document.querySelector(`script[src="${METRIKA_TAG_URL}"]`)) {
    const script = win.document.createElement('script')
    script.async = true
    script.src = METRIKA_TAG_URL
    win.document.head.appendChild(script)
  }
  call(id, 'init', METRIKA_OPTIONS)
}

let lastUrl: string | null = null

/**
 * One page view of counter `id` (Metrika's `hit`) for the current address, with its title and the
 * address before it as referer (the document's referrer for the first). Once per address change:
 * the page-view component mounts again when the language changes (another layout), so the last
 * address lives here, with the page, not in the component.
 */
export function metrikaPageView(id: number, win: WithYm = window): void {
  const url = win.location.href
  if (url === lastUrl) return
  const referer = lastUrl ?? win.document.referrer
  lastUrl = url
  ym(win)(id, 'hit', url, { title: win.document.title, referer })
}

/** Metrika's own keys in cookies and storage: `_ym_uid`, `_ym_d`, `_ym_isad`, `_ym<id>_lsid`… */
const METRIKA_KEY = /^_ym/

/**
 * Removes what Metrika left in this browser (its cookies, on this host or a parent domain, and
 * its storage keys): consent withdrawn means no identifier of the visitor is kept.
 */
export function forgetMetrika(win: Window = window): void {
  const { hostname } = win.location
  const labels = hostname.split('.')
  // The host and each parent domain it may have set a cookie on (`.example.ru`).
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join('.')}`),
  ]
  for (const pair of win.document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? ''
    if (!METRIKA_KEY.test(name)) continue
    for (const domain of domains) {
      win.document.cookie = `${name}=; Max-Age=0; path=/${domain}`
    }
  }
  for (const storage of [win.localStorage, win.sessionStorage]) {
    for (const key of Object.keys(storage)) if (METRIKA_KEY.test(key)) storage.removeItem(key)
  }
}
