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
 * The address bar's popups, which headless Chromium never shows but builds for every window, in
 * two renderers of their own (chrome://omnibox-popup.top-chrome/): every page a test opens is a
 * window. Measured on the 2-core machine (10 pages opened, each loading /team and closed): the
 * browser's processes used 32.5 s of CPU with them and 17.9 s without; a page opened in 0.34 s
 * instead of 0.42–0.51 s.
 */
export const UNSHOWN_BROWSER_UI = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

/**
 * The features Playwright (1.65) turns off in its own `--disable-features`. Chromium keeps only the
 * last `--disable-features` of its command line, and Playwright puts its own before the caller's
 * arguments, so ours must repeat them. tests/e2e/chromium.e2e.ts fails when a Playwright upgrade
 * turns off one more that this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** Arguments for a Chromium started directly (Lighthouse's): Chromium's own defaults otherwise. */
export const chromiumArgs = [
  ...PRESCRIBED_ARGS,
  `--disable-features=${UNSHOWN_BROWSER_UI.join(',')}`,
]

/** Launch options for Playwright (the e2e tests, the screenshots, the popup benchmark). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...PRESCRIBED_ARGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(',')}`,
  ],
}
