import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { NO_OFFLINE_COPY_HEADER } from '@/config/constants'
import { stepServer } from '../../tests/helpers/step-server'
import { markSessionAnswers, serveServiceWorker } from './service-worker'

/** A real server made of one step, then a fallback that answers 299 (tests/helpers/step-server.ts). */
const send = stepServer()

describe('the service worker’s file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'))
  const file = path.join(dir, 'sw.js')
  fs.writeFileSync(file, 'self.x=1')

  it('is served at /sw.js, revalidated every time, with the whole site as its scope', async () => {
    const response = await send(serveServiceWorker(file), '/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('service-worker-allowed')).toBe('/')
    expect(await response.text()).toBe('self.x=1')
  })

  it('is a 404 without a build, and leaves other paths and writes alone', async () => {
    expect((await send(serveServiceWorker(path.join(dir, 'none.js')), '/sw.js')).status).toBe(404)
    expect((await send(serveServiceWorker(file), '/sw.json')).status).toBe(299)
    expect((await send(serveServiceWorker(file), '/sw.js', { method: 'POST' })).status).toBe(299)
  })
})

describe('answers to staff sessions', () => {
  it.each(['collegium-token=abc', 'lang=en; apollo-token=abc', '__prerender_bypass=1'])(
    'are marked not to be kept offline (%s)',
    async (cookie) => {
      const response = await send(markSessionAnswers, '/news', { headers: { cookie } })
      expect(response.headers.get(NO_OFFLINE_COPY_HEADER)).toBe('1')
    },
  )

  it('are the only ones marked', async () => {
    const response = await send(markSessionAnswers, '/news', {
      headers: { cookie: 'NEXT_LOCALE=en; not-collegium-token-old=1' },
    })
    expect(response.headers.get(NO_OFFLINE_COPY_HEADER)).toBeNull()
  })
})
