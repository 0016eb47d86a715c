import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { markDatabaseUnavailable, type RequestMarks } from '@/outage/database-outage'
import { handOverToNext, type NextHandler } from './next-handoff'
import { handleWithSteps } from './request-steps'

let close: (() => void) | undefined
afterEach(() => {
  close?.()
  vi.restoreAllMocks()
})

/** GETs `/` from a real server: a step that keeps the marks, the hand-over, then one that must not run. */
async function get(handle: NextHandler) {
  const kept: RequestMarks[] = []
  const ranAfter: boolean[] = []
  const server = createServer(
    handleWithSteps([
      ({ marks }) => {
        kept.push(marks)
        return 'next'
      },
      handOverToNext(handle),
      () => {
        ranAfter.push(true)
        return 'answered'
      },
    ]),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return { response: await fetch(`http://127.0.0.1:${port}/`), kept, ranAfter }
}

describe('handing the request over to Next', () => {
  it('runs Next with the request’s marks in reach, and is the last step', async () => {
    const { response, kept, ranAfter } = await get(async (_req, res) => {
      markDatabaseUnavailable()
      res.end('rendered')
    })
    expect(await response.text()).toBe('rendered')
    expect(kept.map((marks) => marks.databaseUnavailable)).toEqual([true])
    expect(ranAfter).toEqual([])
  })

  it('answers a failure of Next’s own with a logged 500, without its details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { response } = await get(async () => {
      throw new Error('secret internals')
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Internal Server Error' })
    expect(logged).toHaveBeenCalled()
  })
})
