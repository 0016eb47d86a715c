import sharp from 'sharp'

/** A generated image ready for Payload's Local API `file` argument. */
export type GeneratedFile = { data: Buffer; mimetype: string; name: string; size: number }

const PALETTE = [
  '#1f3a5f',
  '#2d4a3e',
  '#4a3b2f',
  '#3b3355',
  '#2f4858',
  '#503a3a',
  '#33415c',
  '#3d4f3a',
]

/** A small deterministic hash, so that the same name always gets the same colours. */
function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619)
  return h >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

async function png(svg: string, name: string): Promise<GeneratedFile> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** A portrait placeholder: a silhouette on a tinted background with the person's initials. */
export function portrait(key: string, initials: string): Promise<GeneratedFile> {
  const h = hash(key)
  const bg = PALETTE[h % PALETTE.length]
  const tone = 200 + (h % 40)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#11151c"/></linearGradient></defs>
  <rect width="480" height="600" fill="url(#g)"/>
  <circle cx="240" cy="230" r="96" fill="rgb(${tone},${tone - 12},${tone - 26})" opacity="0.9"/>
  <path d="M60 600 C70 430 150 360 240 360 C330 360 410 430 420 600 Z" fill="#0d1117" opacity="0.85"/>
  <text x="240" y="560" font-family="DejaVu Serif, serif" font-size="44" fill="#e8e2d6"
    text-anchor="middle" letter-spacing="6">${escapeXml(initials)}</text>
</svg>`
  return png(svg, `portrait-${key}.png`)
}

/** A cover image: a quiet geometric composition with the title's first letters. */
export function cover(key: string, label: string): Promise<GeneratedFile> {
  const h = hash(key)
  const bg = PALETTE[h % PALETTE.length]
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 60 + i * 70 + ((h >> i) % 30)
    return `<line x1="0" y1="${y}" x2="1200" y2="${y - 120 + ((h >> (i + 3)) % 200)}" stroke="#c9a96e" stroke-opacity="${0.08 + (i % 3) * 0.05}" stroke-width="2"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <rect width="1200" height="675" fill="${bg}"/>${lines}
  <rect x="80" y="80" width="6" height="120" fill="#c9a96e"/>
  <text x="110" y="180" font-family="DejaVu Serif, serif" font-size="120" fill="#f4efe6" opacity="0.92">${escapeXml(label)}</text>
</svg>`
  return png(svg, `cover-${key}.png`)
}

/** A client or ranking logo: the name set in a bordered box. */
export function logo(key: string, name: string): Promise<GeneratedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" fill="#ffffff"/>
  <rect x="12" y="12" width="376" height="176" fill="none" stroke="#1f3a5f" stroke-width="3"/>
  <text x="200" y="112" font-family="DejaVu Sans, sans-serif" font-size="${name.length > 18 ? 20 : 28}"
    font-weight="bold" fill="#1f3a5f" text-anchor="middle">${escapeXml(name)}</text>
</svg>`
  return png(svg, `logo-${key}.png`)
}

/**
 * An office's map as the firm might upload it: a plan of streets, a river and the office marked,
 * drawn here so that the demo needs no map service. No words on it: one picture serves both
 * languages.
 */
export function mapPlan(key: string): Promise<GeneratedFile> {
  const h = hash(key)
  const streets = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + i * 170 + ((h >> i) % 40)
    return `<line x1="${x}" y1="0" x2="${x - 120 + ((h >> (i + 2)) % 90)}" y2="600" stroke="#ffffff" stroke-width="${i % 3 === 0 ? 18 : 9}"/>`
  }).join('')
  const avenues = Array.from({ length: 4 }, (_, i) => {
    const y = 70 + i * 150 + ((h >> (i + 5)) % 30)
    return `<line x1="0" y1="${y}" x2="1200" y2="${y + 40 - ((h >> i) % 80)}" stroke="#ffffff" stroke-width="${i === 1 ? 20 : 10}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="#ece8df"/>
  <path d="M0 470 C260 420 420 560 700 500 C900 455 1040 520 1200 470 L1200 600 L0 600 Z" fill="#bcd0de"/>
  <rect x="860" y="40" width="250" height="160" fill="#d5e2c8"/>
  ${avenues}${streets}
  <circle cx="600" cy="280" r="44" fill="#1f3a5f" opacity="0.18"/>
  <path d="M600 300 C585 275 570 262 570 240 A30 30 0 1 1 630 240 C630 262 615 275 600 300 Z" fill="#1f3a5f"/>
  <circle cx="600" cy="240" r="11" fill="#ffffff"/>
</svg>`
  return png(svg, `map-${key}.png`)
}
