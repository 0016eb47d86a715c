import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach } from 'vitest'

import { handleWithSteps, type RequestStep } from '../../src/server/request-steps'

let close: (() => void) | undefined

/**
 * For unit tests of the custom server's steps: `fetchThrough(step, path)` requests `path` from a
 * real HTTP server made of `step`, then a fallback that answers 299 (so a test sees whether the
 * step answered or passed the request on). The server is closed after each test.
 */
export function stepServer() {
  afterEach(() => closeStepServer())
  return async function fetchThrough(step: RequestStep, pathname: string, init?: RequestInit) {
    closeStepServer()
    const fallback: RequestStep = ({ res }) => {
      res.writeHead(299)
      res.end()
      return 'answered'
    }
    const server = createServer(handleWithSteps([step, fallback]))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    return fetch(`http://127.0.0.1:${port}${pathname}`, init)
  }
}

function closeStepServer() {
  close?.()
  close = undefined
}
