/**
 * Hostile traffic on Payload's REST API and what the server keeps at rest (issue 16, findings 3,
 * 4, 12 and 13), against the production build.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANONYMOUS_READ_BOUNDS } from '../../../src/cms/hooks/request-bounds'
import { REST_LIMITS } from '../../../src/security/rest-guard'
import {
  type AppServer,
  migrateDatabase,
  startApp,
  TEST_DATA_DIR,
} from '../../../support/app-server'
import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { tokenFromAnswer } from '../../helpers/session-cookie'

const ADMIN = {
  email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
}

let app: AppServer
let token: string

/** Every path under `dir` with its permission bits. */
function modesUnder(dir: string): Array<[string, number, boolean]> {
  const out: Array<[string, number, boolean]> = []
  const walk = (p: string) => {
    const stat = fs.lstatSync(p)
    if (stat.isSymbolicLink()) return
    out.push([p, stat.mode & 0o777, stat.isDirectory()])
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name))
  }
  walk(dir)
  return out
}

const notPrivate = (dir: string) =>
  modesUnder(dir)
    .filter(([, mode, isDir]) => mode !== (isDir ? 0o700 : 0o600))
    .map(([p, mode]) => `${path.relative(dir, p) || '.'} ${mode.toString(8)}`)

beforeAll(async () => {
  // A data folder as earlier versions left it: world-readable. The server must fix it on start.
  for (const [p, , isDir] of modesUnder(TEST_DATA_DIR)) fs.chmodSync(p, isDir ? 0o755 : 0o644)
  app = await startApp()
  const login = await fetch(`${app.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  token = tokenFromAnswer(login)
})
afterAll(async () => {
  await app?.stop()
})

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders }

/** A raw request (node:http), its body written at once as most clients write it. */
function raw(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: Buffer | string | Buffer[],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(app.url)
    const sized =
      body === undefined || Array.isArray(body) || 'content-length' in headers
        ? headers
        : { ...headers, 'content-length': String(Buffer.byteLength(body)) }
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: urlPath, headers: sized, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          })
          req.destroy()
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (Array.isArray(body)) {
      for (const part of body) req.write(part)
    } else if (body !== undefined) req.write(body)
    req.end()
  })
}

/**
 * What comes back on one connection (node:net) after `chunks` are written at once (and, with
 * `end`, the client's side shut): the bytes read until the server closes it or `waitMs` pass, and
 * how it ended.
 */
function exchange(
  chunks: Array<string | Buffer>,
  waitMs: number,
  end = false,
): Promise<{ text: string; ended: 'closed' | 'reset' | 'open'; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const url = new URL(app.url)
    const socket = net.connect(Number(url.port), url.hostname)
    let text = ''
    const done = (ended: 'closed' | 'reset' | 'open') => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ text, ended, afterMs: Date.now() - started })
    }
    const timer = setTimeout(() => done('open'), waitMs)
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1')
    })
    socket.on('error', () => done('reset'))
    socket.on('close', () => done('closed'))
    for (const chunk of chunks) socket.write(chunk, () => undefined)
    if (end) socket.end()
  })
}

const loginHead = (length: number) =>
  `POST /api/users/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`

const staff = () => ({ authorization: `JWT ${token}` })

async function pngOf(bytes: number): Promise<Buffer> {
  // Noise does not compress: the file is about as large as asked.
  const side = Math.ceil(Math.sqrt(bytes / 3))
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = `----hostile${Date.now()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  const body = Buffer.concat(parts)
  return {
    body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  }
}

/** A JSON sign-in of `body`, with its length stated as a browser states it. */
const postJsonLogin = (body: string) =>
  raw(
    'POST',
    '/api/users/login',
    { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body,
  )

describe('finding 3: request bodies on /api are bounded before they are read', () => {
  const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) })

  it('an anonymous 1 MB login is 413 with a short JSON message', async () => {
    const res = await postJsonLogin(big)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toMatchObject({ errors: [{ message: expect.any(String) }] })
  })

  it('a forged session cookie does not buy the staff limit', async () => {
    const forged = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"exp":9999999999}').toString('base64url')}.c2ln`
    const res = await raw(
      'POST',
      '/api/media',
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(big)),
        cookie: `collegium-token=${forged}`,
      },
      big,
    )
    expect(res.status).toBe(413)
  })

  it('an anonymous body of unknown length (chunked) is refused', async () => {
    const res = await raw(
      'POST',
      '/api/users/login',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      [Buffer.from('{"email":"a@b.c",'), Buffer.from('"password":"x"}')],
    )
    expect(res.status).toBe(411)
  })

  it('a small anonymous login still works', async () => {
    const res = await postJsonLogin(JSON.stringify(ADMIN))
    expect(res.status).toBe(200)
  })

  it('staff upload an image larger than the anonymous limit; more than the upload limit is 413', async () => {
    const image = await pngOf(4 * REST_LIMITS.anonymousBodyBytes)
    expect(image.length).toBeGreaterThan(REST_LIMITS.anonymousBodyBytes)
    // Payload reads a multipart upload's fields from its `_payload` part (the alt text is required).
    const upload = multipart(
      { _payload: JSON.stringify({ alt: 'Hostile test' }) },
      { name: 'hostile-upload.png', data: image },
    )
    const res = await raw('POST', '/api/media', { ...upload.headers, ...staff() }, upload.body)
    expect(res.status, res.body).toBe(201)
    const { doc } = JSON.parse(res.body) as { doc: { id: number; filename: string } }
    // finding 12: what the server writes later is private too.
    const media = path.join(TEST_DATA_DIR, 'media')
    expect(fs.statSync(path.join(media, doc.filename)).mode & 0o777).toBe(0o600)
    expect(notPrivate(media)).toEqual([])
    const tooLarge = await raw(
      'POST',
      '/api/media',
      {
        ...staff(),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(REST_LIMITS.staffBodyBytes + 1),
      },
      Buffer.alloc(1024),
    )
    expect(tooLarge.status).toBe(413)
    await fetch(`${app.url}/api/media/${doc.id}`, { method: 'DELETE', headers: staff() })
  })
})

describe('finding 3: a body refused from its head is read and dropped, within bounds', () => {
  it('a client writing a 2 MB login at once reads the 413, every time (no reset)', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 97)
    const answers: string[] = []
    for (let i = 0; i < 20; i++) {
      const { text } = await exchange([loginHead(body.length), body], 10_000, true)
      answers.push(text.slice(0, 12) || 'nothing')
    }
    expect(answers).toEqual(Array(20).fill('HTTP/1.1 413'))
  })

  it('once the refused body has been read, the connection answers the next request', async () => {
    const body = Buffer.alloc(4 * REST_LIMITS.anonymousBodyBytes, 97)
    const next = 'GET /readyz HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n'
    const { text } = await exchange([loginHead(body.length), body, next], 10_000)
    const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1])
    expect(statuses).toEqual(['413', '200'])
  })
})

describe('finding 3: anonymous reads are bounded in page size and depth', () => {
  type Page = { docs: unknown[]; limit: number; totalDocs: number }
  const read = async (query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/api/posts?${query}`, { headers })
    expect(res.status, query).toBe(200)
    return (await res.json()) as Page
  }

  it('limit=0, pagination=false and a large limit give at most the largest page', async () => {
    for (const query of ['limit=0', 'pagination=false', 'limit=5000', 'limit=0&depth=10']) {
      const page = await read(query)
      expect(page.limit, query).toBe(ANONYMOUS_READ_BOUNDS.rest.maxLimit)
      expect(page.docs.length, query).toBeLessThanOrEqual(ANONYMOUS_READ_BOUNDS.rest.maxLimit)
    }
  })

  it('depth above the bound reads what the bound reads', async () => {
    const people = async (depth: number) =>
      (await fetch(`${app.url}/api/people?limit=20&depth=${depth}`)).text()
    expect(await people(10)).toBe(await people(ANONYMOUS_READ_BOUNDS.rest.maxDepth))
  })

  it('staff are not bounded, and pages that read many documents still render', async () => {
    const all = await read('pagination=false', staff())
    expect(all.docs.length).toBe(all.totalDocs)
    const sitemap = await fetch(`${app.url}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    const urls = (await sitemap.text()).match(/<loc>/g)?.length ?? 0
    expect(urls).toBeGreaterThan(ANONYMOUS_READ_BOUNDS.rest.maxLimit)
  })
})

describe('finding 4: bad requests are 4xx with a short message, never 5xx', () => {
  const long = 'a'.repeat(REST_LIMITS.maxPathBytes + 10)
  const json = { 'content-type': 'application/json' }
  const collections = [
    'posts',
    'people',
    'practices',
    'industry-sectors',
    'achievements',
    'clients',
    'cases',
    'offices',
    'pro-bono',
    'pages',
    'vacancies',
    'redirects',
    'media',
  ]
  const cases: Array<[string, string, Record<string, string>?, string?]> = [
    ...collections.map((c): [string, string] => ['GET', `/api/${c}/abc`]),
    ['GET', '/api/callback-requests/abc'],
    ['GET', '/api/users/abc'],
    ['PATCH', '/api/posts/abc', json, '{}'],
    ['DELETE', '/api/posts/abc'],
    ['GET', '/api/posts/versions/abc'],
    ['GET', '/api/media/file/nonexistent.png'],
    ['GET', '/api/media/file/%zz'],
    ['GET', '/api/posts?where=notjson'],
    ['GET', '/api/posts/count?where=junk'],
    ['GET', '/api/posts?data=abc'],
    ['GET', '/api/posts?where[publishedAt][greater_than]=notadate'],
    ['GET', '/api/posts?where[title][near]=abc'],
    ['GET', '/api/posts?where[or]=abc'],
    ['GET', '/api/posts?where[foo][equals]=1'],
    ['GET', '/api/posts?depth=abc'],
    ['GET', '/api/posts?limit=abc'],
    ['GET', '/api/posts?limit=-1'],
    ['GET', '/api/posts?page=abc'],
    ['GET', '/api/posts/distinct?field=slug'],
    ['GET', '/api/posts/distinct?field=nope'],
    ['GET', '/api/posts/distinct'],
    ['GET', '/api/payload-migrations'],
    ['GET', '/api/nonexistent'],
    ['GET', `/api/posts/${long}`],
    ['TRACE', '/api/posts'],
    ['TRACE', '/'],
    ['PUT', '/api/posts'],
    ['PATCH', '/api/posts', json, '{}'],
    ['POST', '/api/posts', json, 'junk'],
    ['POST', '/api/users/login', json, 'junk'],
    [
      'POST',
      '/api/users/login',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      'garbage',
    ],
    ['POST', '/api/users/login', { 'content-type': 'multipart/form-data' }, 'garbage'],
    ['POST', '/api/users/login', { 'content-type': 'text/plain' }, 'garbage'],
    ['POST', '/api/users/login', json, '{"email":1,"password":[]}'],
    ['POST', '/api/users/forgot-password', json, 'junk'],
    ['POST', '/api/users/verify/abc'],
    ['POST', '/api/users/unlock', json, '{"email":1}'],
    ['POST', '/api/users/logout'],
    ['POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=xyz' }, 'garbage'],
  ]

  it.each(cases)('%s %s', async (method, urlPath, headers = {}, body = undefined) => {
    const res = await raw(method, urlPath, headers, body)
    expect(res.status, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400)
    expect(res.status, res.body.slice(0, 200)).toBeLessThan(500)
    // A short message, never the server's own address, files or the database's words.
    expect(res.body.length).toBeLessThan(500)
    expect(res.body).not.toMatch(/localhost|127\.0\.0\.1|\/work\/|node_modules|Failed query|\bat /)
  })

  // Odd but harmless: Payload ignores an unknown sort or locale and reads `draft` as false.
  it.each([
    '/api/posts?sort=nonexistent&limit=1',
    '/api/posts?sort=%00&limit=1',
    '/api/posts?locale=xx&limit=1',
    '/api/posts?draft=maybe&limit=1',
    '/api/posts?where[or][0]=abc&limit=1',
    '/api/globals/site?locale=xx',
    '/api/posts/99999999999999999999',
  ])('GET %s is answered without a server error', async (urlPath) => {
    expect((await raw('GET', urlPath)).status).toBeLessThan(500)
  })

  it('the server answers normally afterwards', async () => {
    expect((await fetch(`${app.url}/api/posts?limit=1`)).status).toBe(200)
  })
})

describe('finding 4: a database outage is a 503 without the database error', () => {
  let pg: TestPostgres
  let pgApp: AppServer
  beforeAll(async () => {
    pg = await startPostgres()
    const env = {
      DATABASE_URL: pg.url,
      PAYLOAD_SECRET: 'h'.repeat(32),
      SITE_URL: 'http://localhost:3104',
    }
    await migrateDatabase(env)
    pgApp = await startApp(env)
    // Alive is not ready: the first use of the database may take a while on a loaded machine.
    const deadline = Date.now() + 90_000
    let status = 0
    while (status !== 200 && Date.now() < deadline) {
      status = (await fetch(`${pgApp.url}/readyz`)).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status).toBe(200)
  })
  afterAll(async () => {
    await pgApp?.stop()
    pg?.stop()
  })

  it('/readyz and REST say 503 and name no host, port or driver error', async () => {
    pg.pause()
    try {
      for (const urlPath of ['/readyz', '/api/posts?limit=1']) {
        const res = await fetch(`${pgApp.url}${urlPath}`)
        const text = await res.text()
        expect(res.status, urlPath).toBe(503)
        expect(text, urlPath).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|localhost|:\d{4,5}\b|reason/)
      }
    } finally {
      pg.resume()
    }
  })
})

describe('finding 12: the data folder is private', () => {
  it('what existed world-readable is 0700/0600 after start', () => {
    expect(notPrivate(TEST_DATA_DIR)).toEqual([])
  })

  it('a fresh data folder, its database and journal files and the secret are created private', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-data-'))
    const dataDir = path.join(dir, 'data')
    const fresh = await startApp({ DATA_DIR: dataDir })
    try {
      expect((await fetch(`${fresh.url}/readyz`)).status).toBe(200)
      const names = fs.readdirSync(dataDir)
      expect(names).toEqual(expect.arrayContaining(['site.db', '.payload-secret']))
      expect(notPrivate(dataDir)).toEqual([])
    } finally {
      await fresh.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('finding 13: the admin loads nothing from a CDN', () => {
  it('the admin policy names no outside script, style or font host', async () => {
    const res = await fetch(`${app.url}/admin/login`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/jsdelivr|https:\/\//)
  })

  it('the code editor is served by the site', async () => {
    for (const file of ['loader.js', 'editor/editor.main.js', 'editor/editor.main.css']) {
      const res = await fetch(`${app.url}/vendor/monaco/vs/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type'), file).toMatch(/javascript|css/)
      await res.arrayBuffer()
    }
    for (const bad of ['/vendor/monaco/vs/../../package.json', '/vendor/monaco/vs/%2e%2e/x.js']) {
      expect((await raw('GET', bad)).status, bad).toBe(404)
    }
  })
})
