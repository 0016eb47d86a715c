/**
 * Screenshots of pages for a visual check: `tsx scripts/dev/take-screenshots.ts http://127.0.0.1:3004 / /en/team`
 * writes tmp/screenshots/{phone,desktop}-{path}.png (390 px and 1440 px wide, top 3,000 px).
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../../support/chromium'

const [base, ...routes] = process.argv.slice(2)
if (!base || routes.length === 0) {
  console.error('usage: tsx scripts/dev/take-screenshots.ts <base-url> <path>...')
  process.exit(2)
}
const outDir = path.resolve('tmp/screenshots')
fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
for (const [name, width] of [
  ['phone', 390],
  ['desktop', 1440],
] as const) {
  for (const route of routes) {
    // The browser speaks the language of the path, so the root is not redirected elsewhere.
    const locale = route === '/en' || route.startsWith('/en/') ? 'en-US' : 'ru-RU'
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale })
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' })
    const file = path.join(outDir, `${name}-${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`)
    // Load lazy images too, then keep the first 3,000 px (enough to judge a layout).
    await page.evaluate(() => {
      for (const img of document.querySelectorAll('img[loading="lazy"]')) {
        ;(img as HTMLImageElement).loading = 'eager'
      }
    })
    await page.waitForLoadState('networkidle')
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(height, 3000) },
    })
    console.log(file)
    await page.close()
  }
}
await browser.close()
