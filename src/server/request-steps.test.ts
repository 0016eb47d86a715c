import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { json } from './plain-answers'
import { handleWithSteps, pathOf, type RequestStep } from './request-steps'

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server made of `steps`; returns a GET of `path`. */
async function serve(steps: RequestStep[], path: string) {
  const server = createServer(handleWithSteps(steps))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return fetch(`http://127.0.0.1:${port}${path}`)
}

describe('the request handler as a list of steps', () => {
  it('runs the steps in order until one answers; the later ones never run', async () => {
    const ran: string[] = []
    const response = await serve(
      [
        ({ res }) => {
          ran.push('first')
          res.setHeader('x-first', 'yes')
          return 'next'
        },
        ({ res, path, marks }) => {
          ran.push(`second ${path} ${marks.databaseUnavailable}`)
          json(res, 200, { answeredBy: 'second' })
          return 'answered'
        },
        () => {
          ran.push('third')
          return 'answered'
        },
      ],
      '/en/news?page=2',
    )
    expect(await response.json()).toEqual({ answeredBy: 'second' })
    expect(response.headers.get('x-first')).toBe('yes')
    expect(ran).toEqual(['first', 'second /en/news false'])
  })

  it('gives each request its own marks', async () => {
    const seen: boolean[] = []
    const steps: RequestStep[] = [
      ({ res, marks }) => {
        seen.push(marks.databaseUnavailable)
        marks.databaseUnavailable = true
        json(res, 200, {})
        return 'answered'
      },
    ]
    await serve(steps, '/')
    close?.()
    await serve(steps, '/')
    expect(seen).toEqual([false, false])
  })

  it('reads the path of an address without its query', () => {
    expect(pathOf('/en/search?q=a?b')).toBe('/en/search')
    expect(pathOf(undefined)).toBe('/')
    expect(pathOf('/%D0%B0')).toBe('/%D0%B0')
  })
})
