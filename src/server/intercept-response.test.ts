import { createServer, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { type HeldAnswer, heldHeader, interceptResponse } from './intercept-response'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
/** Next's own copy of the `compression` middleware, which wraps a response after the server's steps. */
const compression = createRequire(import.meta.url)(
  'next/dist/compiled/compression',
) as () => Middleware

type Received = { status: number; headers: IncomingMessage['headers']; body: Buffer }

let close: (() => void) | undefined
afterEach(() => close?.())

/**
 * A real HTTP server whose one answer `handler` writes; resolves with what the client received.
 * `onHead` runs when the client has the head (before the body has ended, if it streams).
 */
async function exchange(
  handler: (res: ServerResponse, req: IncomingMessage) => void,
  onHead: (headers: IncomingMessage['headers']) => void = () => undefined,
  onData: (chunk: Buffer) => void = () => undefined,
  requestHeaders: Record<string, string> = {},
): Promise<Received> {
  const server = createServer((req, res) => handler(res, req))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return new Promise<Received>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path: '/', headers: requestHeaders }, (response) => {
      onHead(response.headers)
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        onData(chunk)
      })
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    }).on('error', reject)
  })
}

/** Resolves when `signal` is called, rejects after `ms` (so a held stream fails, never hangs). */
function within(ms: number): { signal: () => void; done: Promise<void> } {
  let signal: () => void = () => undefined
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)
    signal = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  return { signal, done }
}

describe('interceptResponse', () => {
  it('runs head rewrites in the order they were added, each seeing the previous one', async () => {
    const seen: string[] = []
    const got = await exchange((res) => {
      interceptResponse(res, {
        head: (status) => {
          seen.push(`first ${status}`)
          res.setHeader('x-first', 'set')
          return status === 308 ? 301 : status
        },
      })
      interceptResponse(res, {
        head: (status, held) => {
          seen.push(`second ${status} ${String(held.getHeader('x-first'))}`)
          return status
        },
      })
      res.writeHead(308, { location: '/elsewhere' })
      res.end()
    })
    expect(seen).toEqual(['first 308', 'second 301 set'])
    expect(got.status).toBe(301)
    expect(got.headers['x-first']).toBe('set')
    expect(got.headers.location).toBe('/elsewhere')
  })

  it('rewrites an implicit head too (a bare end, after statusCode and setHeader)', async () => {
    const got = await exchange((res) => {
      interceptResponse(res, {
        head: (status) => {
          res.setHeader('cache-control', 'no-store')
          return status + 1
        },
      })
      res.statusCode = 200
      res.setHeader('cache-control', 's-maxage=60')
      res.end('ok')
    })
    expect(got.status).toBe(201)
    expect(got.headers['cache-control']).toBe('no-store')
    expect(got.body.toString()).toBe('ok')
  })

  it('shows every chunk sent to the observers in order, bytes as they are', async () => {
    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x0a])
    const observed: string[] = []
    const bytes: Buffer[] = []
    const got = await exchange((res) => {
      interceptResponse(res, {
        chunk: (data, encoding) => {
          observed.push(`a ${typeof data} ${encoding ?? '-'}`)
          bytes.push(typeof data === 'string' ? Buffer.from(data, encoding) : Buffer.from(data))
        },
      })
      interceptResponse(res, { chunk: () => void observed.push('b') })
      res.write('caf\u00e9 ')
      res.write(binary)
      res.write('6869', 'hex')
      res.end()
    })
    expect(observed).toEqual(['a string -', 'b', 'a object -', 'b', 'a string hex', 'b'])
    const expected = Buffer.concat([Buffer.from('caf\u00e9 '), binary, Buffer.from('hi')])
    expect(Buffer.concat(bytes).equals(expected)).toBe(true)
    expect(got.body.equals(expected)).toBe(true)
  })

  it('streams untouched while nobody holds: the first chunk arrives before the answer ends', async () => {
    const firstChunk = within(2_000)
    const got = await exchange(
      (res) => {
        interceptResponse(res, { head: (status) => status, chunk: () => undefined })
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.write('first ')
        firstChunk.done.then(
          () => res.end('last'),
          () => res.end('held'),
        )
      },
      undefined,
      () => firstChunk.signal(),
    )
    expect(got.body.toString()).toBe('first last')
  })

  it('sends the head at flushHeaders, through the rewrites, before the body', async () => {
    const headArrived = within(2_000)
    const got = await exchange(
      (res) => {
        interceptResponse(res, { head: () => 202 })
        res.setHeader('x-early', 'yes')
        res.flushHeaders()
        headArrived.done.then(
          () => res.end('after the head'),
          () => res.end('late'),
        )
      },
      () => headArrived.signal(),
    )
    expect(got.status).toBe(202)
    expect(got.headers['x-early']).toBe('yes')
    expect(got.body.toString()).toBe('after the head')
  })

  it('holds a whole answer, flushHeaders included, and sends it as written when not replaced', async () => {
    let answer: HeldAnswer | undefined
    let sentWhileHeld: boolean | undefined
    const binary = Buffer.from([0xde, 0xad, 0x00, 0xbe, 0xef])
    const rewritten: number[] = []
    const got = await exchange((res) => {
      interceptResponse(res, {
        head: (status) => {
          rewritten.push(status)
          return status
        },
      })
      interceptResponse(res, {
        hold: (held) => {
          answer = held
          return undefined
        },
      })
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      res.flushHeaders()
      res.write(binary)
      sentWhileHeld = res.headersSent
      res.end('!')
    })
    expect(sentWhileHeld).toBe(false)
    expect(rewritten).toEqual([200])
    expect(got.status).toBe(200)
    expect(got.body.equals(Buffer.concat([binary, Buffer.from('!')]))).toBe(true)
    expect(answer?.head?.[0]).toBe(200)
    expect(answer?.body.map((c) => Buffer.from(c.data).toString('hex'))).toEqual([
      binary.toString('hex'),
      Buffer.from('!').toString('hex'),
    ])
  })

  it('replaces a held answer: its head and body never reach the client; rewrites and observers see the replacement', async () => {
    const observed: string[] = []
    const asked: string[] = []
    const got = await exchange((res) => {
      interceptResponse(res, {
        head: (status) => {
          res.setHeader('x-rewritten', String(status))
          return status
        },
        chunk: (data) => void observed.push(String(data)),
      })
      interceptResponse(res, {
        hold: (answer, held) => {
          asked.push(`first ${String(heldHeader(answer, held, 'content-type'))}`)
          return (replacing) => {
            replacing.removeHeader('x-from-handler')
            replacing.writeHead(503, { 'content-type': 'text/plain' })
            replacing.end('replaced')
          }
        },
      })
      interceptResponse(res, {
        hold: () => {
          asked.push('second')
          return undefined
        },
      })
      res.setHeader('x-from-handler', 'dropped')
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.write('<p>rendered</p>')
      res.end()
    })
    expect(asked).toEqual(['first text/html'])
    expect(got.status).toBe(503)
    expect(got.body.toString()).toBe('replaced')
    expect(got.headers['x-rewritten']).toBe('503')
    expect(got.headers['x-from-handler']).toBeUndefined()
    expect(observed).toEqual(['replaced'])
  })

  it('asks the next holder when the first sends the answer as written', async () => {
    const got = await exchange((res) => {
      interceptResponse(res, { hold: () => undefined })
      interceptResponse(res, {
        hold: () => (replacing) => {
          replacing.writeHead(410)
          replacing.end('second holder')
        },
      })
      res.end('rendered')
    })
    expect(got.status).toBe(410)
    expect(got.body.toString()).toBe('second holder')
  })

  it('holds only the answers a holder’s holdIf takes at the head; others stream as written', async () => {
    const asked: number[] = []
    const onlyNotFound = (res: ServerResponse) =>
      interceptResponse(res, {
        holdIf: (status) => {
          asked.push(status)
          return status === 404
        },
        hold: () => (replacing) => {
          replacing.writeHead(404, { 'content-type': 'text/plain' })
          replacing.end('replaced')
        },
      })
    // A 200 is declined at its head: its first chunk reaches the client before the answer ends.
    const firstChunk = within(2_000)
    const streamed = await exchange(
      (res) => {
        onlyNotFound(res)
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.write('first ')
        firstChunk.done.then(
          () => res.end('last'),
          () => res.end('held'),
        )
      },
      undefined,
      () => firstChunk.signal(),
    )
    expect(streamed.status).toBe(200)
    expect(streamed.body.toString()).toBe('first last')
    // A 404 with an implicit head (statusCode, then a chunk) is held and replaced.
    const replaced = await exchange((res) => {
      onlyNotFound(res)
      res.statusCode = 404
      res.setHeader('content-type', 'text/html')
      res.write('<html id="__next_error__">')
      res.end('</html>')
    })
    expect(replaced.status).toBe(404)
    expect(replaced.body.toString()).toBe('replaced')
    expect(asked).toEqual([200, 404])
  })

  it('still calls write callbacks and end(cb), held or not, replaced or not', async () => {
    for (const mode of ['streamed', 'held', 'replaced'] as const) {
      const called: string[] = []
      const got = await exchange((res) => {
        if (mode !== 'streamed') {
          interceptResponse(res, {
            hold: () =>
              mode === 'replaced'
                ? (replacing) => {
                    replacing.end('instead')
                  }
                : undefined,
          })
        }
        res.write('one ', () => {
          called.push('write')
          res.write('two ', 'utf8', () => {
            called.push('write with encoding')
            res.end('three', () => called.push('end'))
          })
        })
      })
      close?.()
      expect(called, mode).toEqual(['write', 'write with encoding', 'end'])
      expect(got.body.toString(), mode).toBe(mode === 'replaced' ? 'instead' : 'one two three')
    }
  })

  it('refuses a holder added once the answer has started', async () => {
    let refused: unknown
    await exchange((res) => {
      interceptResponse(res, { chunk: () => undefined })
      res.write('started')
      try {
        interceptResponse(res, { hold: () => undefined })
      } catch (error) {
        refused = error
      }
      res.end()
    })
    expect(String(refused)).toMatch(/after the answer started/)
  })

  it('wraps a response once, however many interceptors it gets', async () => {
    let same: boolean[] = []
    await exchange((res) => {
      interceptResponse(res, { head: (status) => status })
      const { writeHead, write, end } = res
      interceptResponse(res, { chunk: () => undefined })
      interceptResponse(res, { hold: () => undefined })
      same = [res.writeHead === writeHead, res.write === write, res.end === end]
      res.end()
    })
    expect(same).toEqual([true, true, true])
  })

  it('sends a held answer once, and a replacement below it, when Next’s compression wraps the response afterwards', async () => {
    const page = `<p>${'rendered '.repeat(200)}</p>`
    const compress = compression()
    const viaCompression = (replace: boolean) =>
      exchange(
        (res, req) => {
          interceptResponse(res, {
            hold: () =>
              replace
                ? (held) => {
                    held.removeHeader('content-encoding')
                    held.writeHead(503, { 'content-type': 'text/plain' })
                    held.end('unavailable')
                  }
                : undefined,
          })
          compress(req, res, () => {
            res.writeHead(200, { 'content-type': 'text/html' })
            res.write(page.slice(0, 100))
            res.end(page.slice(100))
          })
        },
        undefined,
        undefined,
        { 'accept-encoding': 'gzip' },
      )
    const sent = await viaCompression(false)
    expect(sent.status).toBe(200)
    expect(sent.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(sent.body).toString()).toBe(page)
    close?.()
    const replaced = await viaCompression(true)
    expect(replaced.status).toBe(503)
    expect(replaced.headers['content-encoding']).toBeUndefined()
    expect(replaced.body.toString()).toBe('unavailable')
  })
})
