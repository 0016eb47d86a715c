import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { createLogger } from './logger'

/** A logger whose lines are kept in `lines`, as stdout would get them. */
function capturedLogger() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger(stream), lines }
}

describe('the logger', () => {
  it('writes one JSON line per event, with an ISO time and the level by name', () => {
    const { logger, lines } = capturedLogger()
    logger.info({ requestId: 'r1', status: 200 }, 'request')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.endsWith('\n')).toBe(true)
    const line = JSON.parse(lines[0] ?? '')
    expect(line).toMatchObject({ level: 'info', msg: 'request', requestId: 'r1', status: 200 })
    expect(new Date(line.time).toISOString()).toBe(line.time)
  })

  it("drops a failed query's values from every line, Payload's included", () => {
    const { logger, lines } = capturedLogger()
    const error = Object.assign(new Error('Failed query: insert …\nparams: Анна,+79161234567'), {
      params: ['Анна', '+79161234567'],
    })
    logger.child({ name: 'payload' }).error({ err: error }, 'insert failed')
    expect(lines[0]).toContain('insert failed')
    expect(lines[0]).toContain('"name":"payload"')
    expect(lines[0]).not.toMatch(/Анна|79161234567/)
  })
})
