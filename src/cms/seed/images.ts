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
