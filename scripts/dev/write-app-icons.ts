/**
 * Writes the web app manifest's PNG icons (public/icons/icon-{192,512}.png) from the site icon
 * (public/icon.svg), with sharp. Run after changing the site icon:
 * `npx tsx scripts/dev/write-app-icons.ts` (the PNGs are committed).
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

export const APP_ICON_SIZES = [192, 512] as const

const svg = fs.readFileSync('public/icon.svg')
fs.mkdirSync('public/icons', { recursive: true })
for (const size of APP_ICON_SIZES) {
  const file = path.join('public/icons', `icon-${size}.png`)
  // Rendered at the target size (not scaled from a small bitmap), so the letters stay sharp.
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file)
  console.log(`> ${file}`)
}
