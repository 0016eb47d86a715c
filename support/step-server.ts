/**
 * A real HTTP server on 127.0.0.1 running some of the custom server's steps, with a last step
 * standing in for Next that says the request was passed on: the steps' unit tests send it raw
 * requests (no body decoding, every header as sent) and see what a step answered and what it left.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { RequestStep } from '../src/server/request-steps'
import { handleWithSteps } from '../src/server/request-steps'

/** The header and body of the stand-in for Next. */
export const PASSED_ON = { header: 'x-passed-on', body: 'passed on' } as const

export type RawAnswer = { status: number; headers: Record<string, unknown>; body: Buffer }

export type StepServer = {
  /** `http://127.0.0.1:{port}`, for a test that makes its own requests. */
  origin: string
  /** The server itself, for a test that changes its settings. */
  http: Server
  /** Sends one request to `path` and reads the whole answer as bytes. */
  send: (path: string, headers?: Record<string, string>, method?: string) => Promise<RawAnswer>
  /** Whether an answer came from the stand-in for Next. */
  passedOn: (answer: RawAnswer) => boolean
  close: () => void
}

/** Starts the server; close it when done. */
export async function startStepServer(steps: readonly RequestStep[]): Promise<StepServer> {
  const server = createServer(
    handleWithSteps([
      ...steps,
      ({ res }) => {
        res.writeHead(200, { [PASSED_ON.header]: '1' })
        res.end(PASSED_ON.body)
        return 'answered'
      },
    ]),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const send: StepServer['send'] = (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    })
  return {
    origin,
    http: server,
    send,
    passedOn: (answer) =>
      answer.headers[PASSED_ON.header] === '1' && answer.body.toString() === PASSED_ON.body,
    close: () => server.close(),
  }
}
