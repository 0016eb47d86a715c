import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/config/constants'
import { OUTAGE_MARK } from '@/lib/outage-mark'
import type { RequestMarks } from '@/outage/database-outage'
import { holdDuringOutage, unavailableAs503 } from './outage-response'

type Handler = (res: ServerResponse, marks: RequestMarks) => void

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server whose every answer is held; returns what a client received. */
async function answer(
  handler: Handler,
): Promise<{ status: number; headers: Headers; body: string }> {
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('x-before', 'kept')
    const marks: RequestMarks = { databaseUnavailable: false }
    holdDuringOutage(res, marks, (held) => {
      held.writeHead(503, { 'content-type': 'text/html' })
      held.end('<p>unavailable</p>')
    })
    handler(res, marks)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`)
  return { status: response.status, headers: response.headers, body: await response.text() }
}

describe('holdDuringOutage', () => {
  it('replaces a streamed page whose rendering met the outage after its status was written', async () => {
    const got = await answer((res, marks) => {
      res.setHeader('x-from-next', 'dropped')
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.write('<html><head></head>')
      setTimeout(() => {
        marks.databaseUnavailable = true
        res.end('<body>error view</body></html>')
      }, 10)
    })
    expect(got.status).toBe(503)
    expect(got.body).toBe('<p>unavailable</p>')
    expect(got.headers.get('x-before')).toBe('kept')
    expect(got.headers.get('x-from-next')).toBeNull()
  })

  it('replaces a page whose error view reports the outage, though the request was not marked', async () => {
    const got = await answer((res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write(Buffer.from(`<main><section ${OUTAGE_MARK}="">unavailable</section>`))
      res.end('</main>')
    })
    expect(got.status).toBe(503)
    expect(got.body).toBe('<p>unavailable</p>')
  })

  it('sends a page that rendered without meeting the outage exactly as written', async () => {
    const got = await answer((res) => {
      res.statusCode = 200
      res.setHeader('content-type', 'text/html')
      res.write('<p>one</p>', () => res.end('<p>two</p>'))
    })
    expect(got.status).toBe(200)
    expect(got.body).toBe('<p>one</p><p>two</p>')
  })

  it('sends a cached page as it is, even when a background refresh met the outage', async () => {
    const got = await answer((res, marks) => {
      marks.databaseUnavailable = true
      res.setHeader('x-nextjs-cache', 'STALE')
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<p>cached</p>')
    })
    expect(got.status).toBe(200)
    expect(got.body).toBe('<p>cached</p>')
  })

  it('leaves answers that are not pages to their own status', async () => {
    const got = await answer((res, marks) => {
      marks.databaseUnavailable = true
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end('{"errors":[]}')
    })
    expect(got.status).toBe(503)
    expect(got.body).toBe('{"errors":[]}')
  })
})

describe('unavailableAs503', () => {
  /** What a client receives when `handler` answers with a 500 after `marked` marks. */
  async function fail(marked: boolean, status = 500) {
    const server = createServer((_req, res) => {
      const marks: RequestMarks = { databaseUnavailable: false }
      unavailableAs503(res, marks)
      marks.databaseUnavailable = marked
      res.setHeader('cache-control', 's-maxage=31536000')
      res.writeHead(status, { 'content-type': 'text/html' })
      res.end('<p>error</p>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    return fetch(`http://127.0.0.1:${port}/`)
  }

  it('answers a 500 that met the outage as a 503 to retry, never cached', async () => {
    const response = await fail(true)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves a 500 of a bug, and other statuses, as they are', async () => {
    const bug = await fail(false)
    expect(bug.status).toBe(500)
    expect(bug.headers.get('retry-after')).toBeNull()
    close?.()
    const notFound = await fail(true, 404)
    expect(notFound.status).toBe(404)
  })
})
