import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it, vi } from 'vitest'

import { afterFirstAnswer } from './first-answer'

describe('afterFirstAnswer', () => {
  it('calls back once the first answer is sent, and only once', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const callback = vi.fn()
    try {
      afterFirstAnswer(callback, 60_000)
      expect(callback).not.toHaveBeenCalled()
      await (await fetch(url)).text()
      await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1))
      await (await fetch(url)).text()
      await new Promise((resolve) => setImmediate(resolve))
      expect(callback).toHaveBeenCalledTimes(1)
    } finally {
      server.close()
    }
  })

  it('calls back after the given time when no answer comes', async () => {
    const callback = vi.fn()
    afterFirstAnswer(callback, 20)
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1))
  })
})
