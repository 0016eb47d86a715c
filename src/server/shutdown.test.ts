import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { handleWithSteps, type RequestStep } from './request-steps'
import { countInFlight, newDrain } from './shutdown'

let close: (() => void) | undefined
afterEach(() => close?.())

describe('counting requests in flight', () => {
  it('counts a request until its response closes, and asks to close the connection while draining', async () => {
    const drain = newDrain()
    const during: number[] = []
    const answer: RequestStep = ({ res }) => {
      during.push(drain.inFlight)
      res.end('ok')
      return 'answered'
    }
    const server = createServer(handleWithSteps([countInFlight(drain), answer]))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    const first = await fetch(`http://127.0.0.1:${port}/`)
    expect(first.headers.get('connection')).not.toBe('close')
    await first.text()
    drain.draining = true
    const second = await fetch(`http://127.0.0.1:${port}/`)
    expect(second.headers.get('connection')).toBe('close')
    expect(during[0]).toBe(1)
    await second.text()
    for (let waited = 0; drain.inFlight > 0 && waited < 2_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(drain.inFlight).toBe(0)
  })
})
