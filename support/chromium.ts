/** Debian's Chromium, started as DEVELOPERS.md prescribes (no network chatter, no sandbox as root). */
const PRESCRIBED_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The whole browser, as visitors run it: Lighthouse audits pages in it (`npm run bench`). Its
 * headless mode still builds the address bar's popups for every window, in two renderers of their
 * own that nobody sees (chrome://omnibox-popup.top-chrome/), so they are left out.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = [
  ...PRESCRIBED_ARGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]

/**
 * Launch options for Playwright (the e2e tests, the screenshots, the popup benchmark): Debian's
 * `chromium-headless-shell`, the same engine and version without the browser's own UI, which is
 * what Playwright itself runs headless tests in (https://github.com/microsoft/playwright/issues/33566).
 * The e2e step's browsers take much less CPU in it than in the whole browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: PRESCRIBED_ARGS,
}
