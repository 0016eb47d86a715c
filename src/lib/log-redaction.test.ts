import { describe, expect, it } from 'vitest'

import { loggableError, withoutQueryValues } from './log-redaction'

describe('withoutQueryValues', () => {
  it("drops a failed query's values from the message, the error and its cause", () => {
    const values = ['Иван Петров', '+79123456789', 'спор с арендодателем']
    const message = `Failed query: insert into "callback_requests" values (?, ?, ?)\nparams: ${values.join(',')}`
    const line = `${JSON.stringify({
      level: 50,
      msg: message,
      err: {
        message,
        stack: `Error: ${message}\n    at x`,
        params: values,
        cause: { message, params: values },
      },
    })}\n`
    const out = withoutQueryValues(line)
    for (const value of values) expect(out).not.toContain(value.split(' ')[0])
    expect(out).toContain('insert into')
    expect(out.endsWith('\n')).toBe(true)
    expect(JSON.parse(out).err.params).toBe('[values not logged]')
  })
  it('leaves other lines as they are', () => {
    const line = `${JSON.stringify({ level: 30, msg: 'Migrated: x (3ms)' })}\n`
    expect(withoutQueryValues(line)).toBe(line)
    expect(withoutQueryValues('params: not json')).toBe('params: not json')
  })
})

describe('loggableError', () => {
  it("keeps an error's name, message, code and stack, without the failed query's values", () => {
    const error = Object.assign(
      new Error(
        'Failed query: insert into "callback_requests" …\nparams: Анна,+79161234567,перезвоните',
      ),
      { code: 'SQLITE_CONSTRAINT' },
    )
    const logged = loggableError(error) as Record<string, string>
    expect(logged.name).toBe('Error')
    expect(logged.code).toBe('SQLITE_CONSTRAINT')
    expect(logged.message).toMatch(/^Failed query: insert into "callback_requests"/)
    expect(JSON.stringify(logged)).not.toMatch(/Анна|79161234567|перезвоните/)
    expect(logged.stack).toBeDefined()
  })
})
